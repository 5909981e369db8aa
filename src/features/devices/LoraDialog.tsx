import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldDescriptionIds, FormErrorSummary } from '../../components/inputs/index.ts';
import { ConfirmDialog, Modal } from '../../components/modal/index.ts';
import type { LoraAction } from '../../core/contract/devices.ts';
import { parseSerialList } from '../../core/domain/serialList.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { usePortalServices } from '../common/index.ts';
import { tasksPanelOpenAtom, useTasks } from '../tasks/index.ts';
import { startLoraAction } from '../../core/api/devicesApi.ts';

/** Where the result of a LoRa task is asked for with `?task_id=`. */
const LORA_RESULT_PATH = 'devices/lora/result';

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
  const formId = useId();
  const fieldId = useId();
  const [serials, setSerials] = useState(initialSerials);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const parsed = parseSerialList(serials);
  const keys = action === 'register' ? 'register' : 'unregister';

  const run = useMutation({
    mutationFn: () => startLoraAction(http, parsed.serials, action),
    onSuccess: ({ task_id }) => {
      start({
        serverId: task_id,
        resultPath: LORA_RESULT_PATH,
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
      if (error instanceof ApiError) {
        const { devices: onField = [], ...others } = error.fieldErrors;
        setFieldErrors(onField);
        const rest = [...error.nonFieldErrors, ...Object.values(others).flat()];
        setGeneral(rest.length || onField.length ? rest : [error.detail ?? error.message]);
      } else setGeneral([t('app.genericError')]);
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
      <Modal
        open={!confirming}
        onClose={onClose}
        title={t(`devices.${keys}.title`)}
        closeOnBackdropPress={false}
        footer={
          <>
            <button type="button" className="mp-button" onClick={onClose}>
              {t('devices.actions.cancel')}
            </button>
            <button
              type="submit"
              form={formId}
              className={action === 'delete' ? 'mp-button mp-button--danger' : 'mp-button mp-button--primary'}
              disabled={run.isPending}
            >
              {t(`devices.${keys}.submit`)}
            </button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="mp-devices__form">
          <p className="mp-devices__intro">{t(`devices.${keys}.intro`)}</p>
          <FormErrorSummary errors={general} />
          <Field
            controlId={fieldId}
            label={t('devices.create.serials')}
            hint={t('devices.create.hint', { count: parsed.serials.length })}
            errors={fieldErrors}
            required
          >
            <textarea
              id={fieldId}
              name="devices"
              className="mp-input mp-devices__textarea"
              rows={4}
              value={serials}
              required
              aria-invalid={fieldErrors.length ? true : undefined}
              aria-describedby={fieldDescriptionIds(fieldId, true, fieldErrors)}
              placeholder={t('devices.create.placeholder')}
              onChange={(event) => setSerials(event.target.value)}
            />
          </Field>
        </form>
      </Modal>
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
