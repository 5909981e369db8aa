import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { Select } from '../../components/select/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import type { CommModuleKey } from '../../core/contract/keys.ts';
import { transferEndpoints } from '../../core/contract/transferEndpoints.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { TRANSFER_CONFIRMATION_WORD } from '../../core/domain/keyHandling.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { keyQueries } from '../../queries/keyQueries.ts';
import { transferQueries } from '../../queries/transferQueries.ts';
import { usePortalServices } from '../common/index.ts';

export interface TransferDialogProps {
  keys: readonly CommModuleKey[];
  /** `done`: the keys were transferred */
  onClose: (done: boolean) => void;
}

/**
 * Transfers the chosen keys: a target among the companies the server allows, the keys to review, and the
 * word TRANSFER typed before the button opens (spec section 5).
 */
export function TransferDialog({ keys, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const targets = useQuery(transferQueries.targets(http));
  const [target, setTarget] = useState<number | null>(null);
  const [word, setWord] = useState('');
  const transfer = useMutation({
    mutationFn: () =>
      callEndpoint(http, transferEndpoints.create, {
        body: { to_company: target!, keys: keys.map((key) => key.comm_mod_uuid) },
      }),
    onSuccess: async () => {
      notify(t('keys.toasts.transferred'), { kind: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keyQueries.root }),
        queryClient.invalidateQueries({ queryKey: transferQueries.root }),
        queryClient.invalidateQueries({ queryKey: installationQueries.root }),
      ]);
      onClose(true);
    },
    onError: (error) => {
      // the server names each refused key or target in the user's language
      const refused = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      notify(refused.length ? refused.join(' ') : t('keys.toasts.transferFailed'), { kind: 'error' });
    },
  });
  const options = targets.data ?? [];
  const ready = target !== null && word === TRANSFER_CONFIRMATION_WORD && !transfer.isPending;

  return (
    <Modal
      open
      onClose={() => onClose(false)}
      title={t('keys.transfer.title')}
      closeOnBackdropPress={false}
      footer={
        <>
          <button type="button" className="mp-button" onClick={() => onClose(false)}>
            {t('keys.actions.cancel')}
          </button>
          <button
            type="button"
            className="mp-button mp-button--danger"
            disabled={!ready}
            onClick={() => transfer.mutate()}
          >
            {t('keys.transfer.confirm')}
          </button>
        </>
      }
    >
      {targets.isSuccess && options.length === 0 ? <p role="status">{t('keys.transfer.noTargets')}</p> : null}
      <Select
        label={t('keys.transfer.target')}
        options={options.map((company) => ({ id: company.id, label: `${company.name} (${company.customer_account})` }))}
        value={target}
        placeholder={t('keys.transfer.targetPlaceholder')}
        onChange={(value) => setTarget(value === null ? null : Number(value))}
      />
      <p>{t('keys.transfer.review', { count: keys.length })}</p>
      <ul className="mp-transfers__review">
        {keys.map((key) => (
          <li key={key.comm_mod_uuid}>
            {key.module_serial} · {key.module_type} · {key.meter_serial ?? '—'}
          </li>
        ))}
      </ul>
      <TextInput
        label={t('keys.transfer.confirmLabel', { word: TRANSFER_CONFIRMATION_WORD })}
        name="confirmation"
        autoComplete="off"
        value={word}
        onChange={(event) => setWord(event.target.value)}
      />
    </Modal>
  );
}
