import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/modal/index.ts';
import type { CompanyCredential } from '../../core/contract/companyCredentials.ts';
import type { CredentialTexts } from './credentialTexts.ts';
import { usePortalServices } from './usePortalServices.ts';

export interface RevokeCredentialDialogProps<K extends CompanyCredential> {
  texts: CredentialTexts;
  /** the key to revoke; null: the dialog is closed */
  credential: K | null;
  revoke: (key: K) => Promise<unknown>;
  /** the queries that show the key, asked again afterwards */
  queryKey: readonly unknown[];
  onClose: () => void;
}

/** Asks before revoking a key (it never works again), revokes it and says how that went. */
export function RevokeCredentialDialog<K extends CompanyCredential>({
  texts,
  credential,
  revoke,
  queryKey,
  onClose,
}: RevokeCredentialDialogProps<K>) {
  const { t } = useTranslation();
  const { notify } = usePortalServices();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: revoke,
    onSuccess: () => notify(t(`${texts}.toasts.revoked`), { kind: 'success' }),
    onError: () => notify(t(`${texts}.toasts.revokeFailed`), { kind: 'error' }),
    onSettled: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  return (
    <ConfirmDialog
      open={credential !== null}
      danger
      busy={mutation.isPending}
      title={credential ? t(`${texts}.revoke.title`, { name: credential.name }) : ''}
      confirmLabel={t(`${texts}.revoke.confirm`)}
      cancelLabel={t(`${texts}.actions.cancel`)}
      onConfirm={() => credential && mutation.mutate(credential)}
      onCancel={onClose}
    >
      <p>{t(`${texts}.revoke.body`)}</p>
    </ConfirmDialog>
  );
}
