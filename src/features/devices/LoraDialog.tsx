import { serverErrorTexts } from '../common/formErrors.ts';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { deviceEndpoints } from '../../core/contract/deviceEndpoints.ts';
import type { LoraAction } from '../../core/contract/devices.ts';
import { parseSerialList } from '../../core/domain/serialList.ts';
import { usePortalServices } from '../common/index.ts';
import { tasksPanelOpenAtom, useTasks } from '../tasks/index.ts';
import { DeviceFormDialog } from './DeviceFormDialog.tsx';
import { SerialListField } from './SerialListField.tsx';
import { splitServerErrors } from './splitServerErrors.ts';

export interface LoraDialogProps {
  action: LoraAction;
  /** serials to start with, e.g. the device open in the panel */
  initialSerials?: string;
  onClose: () => void;
}

/**
 * Registers LoRa devices on the low-power network or deletes them from it. The server works on it as a
 * task; the tasks panel follows it. Deleting asks once more before it starts.
 */
export function LoraDialog({ action, initialSerials = '', onClose }: LoraDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const { start } = useTasks();
  const openTasks = useSetAtom(tasksPanelOpenAtom);
  const [serials, setSerials] = useState(initialSerials);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const parsed = parseSerialList(serials);
  const keys = action === 'register' ? 'register' : 'unregister';

  const run = useMutation({
    mutationFn: () => callEndpoint(http, deviceEndpoints.lora, { body: { devices: parsed.serials, action } }),
    onSuccess: ({ task_id }) => {
      start({
        serverId: task_id,
        kind: action === 'register' ? 'loraRegister' : 'loraDelete',
        count: parsed.serials.length,
      });
      notify(t(`devices.${keys}.started`), { kind: 'info' });
      openTasks(true);
      onClose();
    },
    onError: (error) => {
      setConfirming(false);
      notify(t(`devices.${keys}.failed`), { kind: 'error' });
      const split = splitServerErrors(error, 'devices', serverErrorTexts(t));
      setFieldErrors(split.field);
      setGeneral(split.general);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    if (parsed.invalid.length) {
      setFieldErrors(parsed.invalid.map((serial) => t('devices.lora.invalidSerial', { serial })));
      return;
    }
    if (!parsed.serials.length) {
      setFieldErrors([t('devices.create.required')]);
      return;
    }
    setFieldErrors([]);
    if (action === 'delete') setConfirming(true);
    else run.mutate();
  };

  return (
    <>
      <DeviceFormDialog
        open={!confirming}
        title={t(`devices.${keys}.title`)}
        intro={t(`devices.${keys}.intro`)}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={t(`devices.${keys}.submit`)}
        general={general}
        busy={run.isPending}
        danger={action === 'delete'}
        closeOnBackdropPress={false}
      >
        <SerialListField
          name="devices"
          value={serials}
          onChange={setSerials}
          count={parsed.serials.length}
          errors={fieldErrors}
        />
      </DeviceFormDialog>
      <ConfirmDialog
        open={confirming}
        danger
        busy={run.isPending}
        title={t('devices.unregister.confirmTitle', { count: parsed.serials.length })}
        confirmLabel={t('devices.unregister.submit')}
        cancelLabel={t('devices.actions.cancel')}
        onConfirm={() => run.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('devices.unregister.confirmText', { serials: parsed.serials.slice(0, 10).join(', ') })}</p>
      </ConfirmDialog>
    </>
  );
}
