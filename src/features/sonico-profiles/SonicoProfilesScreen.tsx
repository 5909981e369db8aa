import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { SONICO_PROFILES } from '../../core/domain/roles.ts';
import { userQueries } from '../../queries/userQueries.ts';
import { PageHeader, usePortalServices } from '../common/index.ts';

/** /sonico-profiles (staff): the four profiles, what each allows, and who holds each. */
export function SonicoProfilesScreen() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const users = useQuery(userQueries.all(http));
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.sonicoProfiles')} subtitle={t('users.sonico.subtitle')} />
      {users.isError ? <p role="alert">{t('users.loadFailed')}</p> : null}
      <div className="mp-grid mp-grid--two">
        {SONICO_PROFILES.map((profile) => {
          const holders = (users.data ?? []).filter((u) => u.sonico_profile === profile.value);
          return (
            <Card key={profile.value} title={`${profile.value} ${t(`users.sonico.${profile.value}`)}`}>
              <p>{t(`users.sonico.allows.${profile.value}`)}</p>
              {users.isPending ? <p aria-busy="true">{t('users.loading')}</p> : null}
              {users.data && holders.length === 0 ? <p className="mp-empty">{t('users.sonico.nobody')}</p> : null}
              <ul>
                {holders.map((u) => (
                  <li key={u.id}>
                    <Link to="/users/$id" params={{ id: u.id }}>
                      {u.name || u.email}
                    </Link>{' '}
                    · {u.email}
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
