import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, ConfirmDialog } from '../../components/modal/index.ts';
import { useSidePanel } from '../../components/list-screen/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { keyEndpoints } from '../../core/contract/keyEndpoints.ts';
import type { CommModuleKey } from '../../core/contract/keys.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { keyQueries } from '../../queries/keyQueries.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { Can, useCan, useCurrentUser, useLocale, usePortalServices } from '../common/index.ts';
import { KeyMaterialView } from './KeyMaterialView.tsx';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

export interface KeyDrawerProps {
  keyRow: CommModuleKey;
  onClose: () => void;
}

/** One key: its facts, the material behind "Show key", soft delete (with confirmation) and, for staff, restore. */
export function KeyDrawer({ keyRow, onClose }: KeyDrawerProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const titleId = useId();
  const canDelete = useCan(PERMISSIONS.deleteCommunicationDevice);
  const isStaff = useCurrentUser()?.is_admin ?? false;
  const [confirming, setConfirming] = useState(false);
  const { panel, heading, close, onKeyDown } = useSidePanel(keyRow.comm_mod_uuid, onClose);

  const patch = useMutation({
    mutationFn: (isDeleted: boolean) =>
      callEndpoint(http, keyEndpoints.update, {
        params: { id: keyRow.comm_mod_uuid },
        body: { is_deleted: isDeleted },
      }),
    onSuccess: (_, isDeleted) =>
      notify(t(isDeleted ? 'keys.toasts.deleted' : 'keys.toasts.restored'), { kind: 'success' }),
    onError: (_, isDeleted) =>
      notify(t(isDeleted ? 'keys.toasts.deleteFailed' : 'toasts.updateFailed'), { kind: 'error' }),
    onSettled: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: keyQueries.root });
      await queryClient.invalidateQueries({ queryKey: installationQueries.root });
    },
  });

  const facts = [
    [t('keys.fields.moduleType'), moduleTypeLabel(t, keyRow.module_type)],
    [t('keys.fields.meterSerial'), keyRow.meter_serial ?? '—'],
    [t('keys.fields.order'), keyRow.order ?? '—'],
    [t('keys.fields.company'), keyRow.company_name],
    [t('keys.fields.status'), t(keyRow.is_deleted ? 'keys.status.deleted' : 'keys.status.active')],
    [t('keys.fields.created'), dateFormats(locale).long(keyRow.created_at)],
  ];

  return (
    <aside className="mp-keys__drawer mp-side-panel" aria-labelledby={titleId} ref={panel} onKeyDown={onKeyDown}>
      <header className="mp-keys__drawer-header mp-side-panel__header">
        <h2 className="mp-keys__drawer-title" id={titleId} ref={heading} tabIndex={-1}>
          {keyRow.module_serial}
        </h2>
        <CloseButton label={t('keys.actions.close')} onClick={close} />
      </header>
      <dl className="mp-keys__facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Can permission={PERMISSIONS.viewOrder}>
        <KeyMaterialView key={keyRow.comm_mod_uuid} commModUuid={keyRow.comm_mod_uuid} />
      </Can>
      <div className="mp-keys__drawer-actions">
        {canDelete && !keyRow.is_deleted ? (
          <button type="button" className="mp-button mp-button--danger" onClick={() => setConfirming(true)}>
            {t('keys.actions.delete')}
          </button>
        ) : null}
        {isStaff && keyRow.is_deleted ? (
          <button type="button" className="mp-button" disabled={patch.isPending} onClick={() => patch.mutate(false)}>
            {t('keys.actions.restore')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        busy={patch.isPending}
        title={t('keys.confirmDelete.title')}
        confirmLabel={t('keys.actions.delete')}
        cancelLabel={t('keys.actions.cancel')}
        onConfirm={() => patch.mutate(true)}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('keys.confirmDelete.text', { serial: keyRow.module_serial })}</p>
      </ConfirmDialog>
    </aside>
  );
}
