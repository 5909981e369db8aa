import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { Select } from '../../components/select/index.ts';
import { useCurrentUser } from '../../features/common/useCurrentUser.ts';
import { usePortalServices } from '../../features/common/usePortalServices.ts';
import { impersonationCandidates, impersonationCandidatesQuery } from './impersonationQueries.ts';
import { useSessionChange } from './useSessionChange.ts';

export interface ImpersonateDialogProps {
  onClose: () => void;
}

const PICKER_FIELDS = { search: ['email'] } as const;

/** Staff pick a user to act as; the session swaps tokens and every cached answer is forgotten. */
export function ImpersonateDialog({ onClose }: ImpersonateDialogProps) {
  const { t } = useTranslation();
  const { http, session } = usePortalServices();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [chosen, setChosen] = useState<string | null>(null);
  const { busy, run } = useSessionChange();
  const picker = useRef<HTMLDivElement>(null);
  const candidates = useQuery({
    ...impersonationCandidatesQuery(http),
    select: (users) => impersonationCandidates(users, me?.user_uuid ?? ''),
  });

  // The dialog opens before the users arrive; once they do, the picker is where the keyboard is wanted.
  useEffect(() => {
    if (candidates.isSuccess) picker.current?.querySelector<HTMLElement>('button')?.focus();
  }, [candidates.isSuccess]);

  async function impersonate(userId: string) {
    if (!(await run(() => session.impersonate(userId), t('impersonate.failed')))) return;
    onClose();
    await navigate({ to: '/dashboard' });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('impersonate.title')}
      size="medium"
      footer={
        <>
          <button type="button" className="mp-button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="mp-button mp-button--primary"
            disabled={chosen === null || busy}
            onClick={() => chosen !== null && void impersonate(chosen)}
          >
            {t('impersonate.submit')}
          </button>
        </>
      }
    >
      {candidates.isPending ? <Skeleton lines={2} /> : null}
      {candidates.isError ? (
        <p className="mp-problem" role="alert">
          {t('app.genericError')}
        </p>
      ) : null}
      {candidates.isSuccess ? (
        <div ref={picker}>
          <Select
            label={t('impersonate.user')}
            placeholder={t('impersonate.choose')}
            hint={t('impersonate.hint')}
            options={candidates.data}
            fields={PICKER_FIELDS}
            value={chosen}
            onChange={(id) => setChosen(typeof id === 'string' ? id : null)}
            disabled={busy}
            renderOption={(user) => (
              <span className="mp-user-option">
                <span className="mp-user-option__name">{user.label}</span>
                <span className="mp-user-option__meta">{user.email}</span>
              </span>
            )}
          />
        </div>
      ) : null}
    </Modal>
  );
}
