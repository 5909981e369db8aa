import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { useCan, usePortalServices } from '../common/index.ts';
import deviceGroupsCss from './deviceGroups.css?inline';
import { GroupConsumption } from './GroupConsumption.tsx';
import { GroupForm } from './GroupForm.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import { groupMode } from './groupMode.ts';
import { groupQuery } from './groupQueries.ts';

/** /device-groups/{uuid}: a new group ('new'), or one group to edit (?mode=edit) or to look at. */
export function DeviceGroupScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-device-groups', deviceGroupsCss);
  const { http } = usePortalServices();
  const { uuid = '' }: { uuid?: string } = useParams({ strict: false });
  const search: { mode?: unknown } = useSearch({ strict: false });
  const canChange = useCan(PERMISSIONS.addCommunicationDevice);
  const canViewReports = useCan(PERMISSIONS.viewReport);
  // a user who may not change groups only ever looks at them, whatever the link says
  const requested = groupMode(uuid, search.mode);
  const mode = requested !== 'readonly' && !canChange ? 'readonly' : requested;
  const group = useQuery({ ...groupQuery(http, uuid), enabled: requested !== 'creation' });

  let heading = t('deviceGroups.titles.new');
  if (mode !== 'creation') heading = group.data?.name ?? t('deviceGroups.titles.group');

  return (
    <div className="mp-page mp-device-groups">
      <nav aria-label={t('deviceGroups.breadcrumb')}>
        <Link to="/device-groups" className="mp-device-groups__back">
          {t('deviceGroups.actions.back')}
        </Link>
      </nav>
      <header className="mp-page__header mp-device-groups__header">
        <div>
          <h1 className="mp-page__title">{heading}</h1>
          <p className="mp-page__subtitle">{t(`deviceGroups.modes.${mode}`)}</p>
        </div>
        {mode === 'readonly' && canChange && group.data ? (
          <Link
            to="/device-groups/$uuid"
            params={{ uuid }}
            search={{ mode: 'edit' }}
            className="mp-button mp-button--primary"
          >
            {t('deviceGroups.actions.edit')}
          </Link>
        ) : null}
      </header>
      {mode === 'creation' ? <GroupForm mode="creation" /> : null}
      {mode !== 'creation' && group.isPending ? <Skeleton lines={6} /> : null}
      {mode !== 'creation' && group.isError ? (
        <p className="mp-problem" role="alert">
          {t('deviceGroups.notFound')}
        </p>
      ) : null}
      {mode !== 'creation' && group.data ? (
        <>
          <GroupForm mode={mode} group={group.data} />
          <GroupMembers group={group.data} editable={mode === 'edit'} />
          {canViewReports ? <GroupConsumption group={group.data} /> : null}
        </>
      ) : null}
    </div>
  );
}
