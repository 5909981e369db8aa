import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../components/menu/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { meterGroupEndpoints } from '../../core/contract/meterGroupEndpoints.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { EXPORT_FORMATS } from '../../core/domain/exportFormats.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { useCan, usePortalServices } from '../common/index.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { GROUPS_KEY } from './groupQueries.ts';
import { useGroupExport } from './useGroupExport.ts';

export interface GroupListActionsProps {
  selected: MeterGroup[];
  onDeleted: () => void;
}

/** What can be done with the selected groups: export them in a format, or delete them after confirming. */
export function GroupListActions({ selected, onDeleted }: GroupListActionsProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const canDelete = useCan(PERMISSIONS.deleteCommunicationDevice);
  const exportGroups = useGroupExport();
  const [confirming, setConfirming] = useState(false);
  const uuids = selected.map((group) => group.uuid);

  const remove = useMutation({
    mutationFn: async () => {
      // one failure must not hide which groups did go
      const results = await Promise.allSettled(
        uuids.map((uuid) => callEndpoint(http, meterGroupEndpoints.delete, { params: { uuid } })),
      );
      if (results.some((result) => result.status === 'rejected')) throw new Error('Some groups were not deleted');
    },
    onSuccess: () => notify(t('deviceGroups.toasts.deleted'), { kind: 'success' }),
    onError: () => notify(t('deviceGroups.toasts.deleteFailed'), { kind: 'error' }),
    onSettled: async () => {
      setConfirming(false);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      await queryClient.invalidateQueries({ queryKey: installationQueries.root });
    },
  });

  return (
    <div className="mp-device-groups__actions" aria-live="polite">
      <span className="mp-device-groups__selected">
        {selected.length ? t('deviceGroups.selected', { count: selected.length }) : t('deviceGroups.noneSelected')}
      </span>
      {selected.length ? (
        <DropdownMenu
          label={t('deviceGroups.actions.export')}
          trigger={<span>{t('deviceGroups.actions.export')}</span>}
          placement="bottom-end"
          items={EXPORT_FORMATS.map((format) => ({
            id: format,
            label: t(`deviceGroups.exportAs.${format}`),
            onSelect: () => exportGroups.mutate({ groups: uuids, format }),
          }))}
        />
      ) : null}
      {canDelete && selected.length ? (
        <button type="button" className="mp-button mp-button--danger" onClick={() => setConfirming(true)}>
          {t('deviceGroups.actions.delete')}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        danger
        busy={remove.isPending}
        title={t('deviceGroups.confirmDelete.title', { count: selected.length })}
        confirmLabel={t('deviceGroups.actions.delete')}
        cancelLabel={t('deviceGroups.actions.cancel')}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('deviceGroups.confirmDelete.text', { names: selected.map((group) => group.name).join(', ') })}</p>
      </ConfirmDialog>
    </div>
  );
}
