import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/inputs/index.ts';
import { Skeleton } from '../../components/loading/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { useCurrentUser, usePortalServices } from '../../features/common/index.ts';
import { filterCandidates, impersonationCandidatesQuery } from './impersonationQueries.ts';

export interface ImpersonateDialogProps {
  onClose: () => void;
}

/** Staff pick a user to act as; the session swaps tokens and every cached answer is forgotten. */
export function ImpersonateDialog({ onClose }: ImpersonateDialogProps) {
  const { t } = useTranslation();
  const { http, session, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const candidates = useQuery(impersonationCandidatesQuery(http));
  const shown = filterCandidates(candidates.data ?? [], search, me?.user_uuid ?? '');

  async function impersonate(userId: string) {
    setBusy(true);
    try {
      await session.impersonate(userId);
      queryClient.clear();
      onClose();
      await navigate({ to: '/dashboard' });
    } catch {
      notify(t('impersonate.failed'), { kind: 'error' });
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('impersonate.title')} size="medium">
      <TextInput
        label={t('impersonate.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoFocus
      />
      {candidates.isPending ? <Skeleton lines={4} /> : null}
      {candidates.isError ? (
        <p className="mp-problem" role="alert">
          {t('app.genericError')}
        </p>
      ) : null}
      {candidates.isSuccess && shown.length === 0 ? <p className="mp-empty">{t('impersonate.empty')}</p> : null}
      <ul className="mp-pick-list" aria-label={t('impersonate.listLabel')}>
        {shown.map((user) => (
          <li key={user.user_uuid} className="mp-pick-list__item">
            <span className="mp-pick-list__text">
              <span className="mp-pick-list__name">{user.name || user.email}</span>
              <span className="mp-pick-list__meta">{user.email}</span>
            </span>
            <button
              type="button"
              className="mp-button"
              disabled={busy}
              aria-label={t('impersonate.actAs', { name: user.name || user.email })}
              onClick={() => void impersonate(user.user_uuid)}
            >
              {t('impersonate.submit')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
