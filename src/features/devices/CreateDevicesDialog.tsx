import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldDescriptionIds, FormErrorSummary } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { parseSerialList } from '../../core/domain/serialList.ts';
import { usePortalServices } from '../common/index.ts';
import { createDevices } from '../../core/api/devicesApi.ts';
import { INSTALLATIONS_KEY } from './deviceQueries.ts';

export interface CreateDevicesDialogProps {
  onClose: () => void;
}

/** Creates AFM devices from comma-separated serial numbers; the server's message for each serial shows under the field. */
export function CreateDevicesDialog({ onClose }: CreateDevicesDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const formId = useId();
  const fieldId = useId();
  const [serials, setSerials] = useState('');
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const parsed = parseSerialList(serials);

  const create = useMutation({
    mutationFn: () => createDevices(http, { serial_number: serials }),
    onSuccess: async (created) => {
      notify(t('devices.create.created', { count: created.length }), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: INSTALLATIONS_KEY });
      onClose();
    },
    onError: (error) => {
      notify(t('devices.create.failed'), { kind: 'error' });
      if (error instanceof ApiError) {
        const { serial_number: onField = [], ...others } = error.fieldErrors;
        setFieldErrors(onField);
        const rest = [...error.nonFieldErrors, ...Object.values(others).flat()];
        setGeneral(rest.length || onField.length ? rest : [error.detail ?? error.message]);
      } else setGeneral([t('app.genericError')]);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    if (parsed.serials.length + parsed.invalid.length === 0) {
      setFieldErrors([t('devices.create.required')]);
      return;
    }
    setFieldErrors([]);
    create.mutate();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('devices.create.title')}
      closeOnBackdropPress={false}
      footer={
        <>
          <button type="button" className="mp-button" onClick={onClose}>
            {t('devices.actions.cancel')}
          </button>
          <button type="submit" form={formId} className="mp-button mp-button--primary" disabled={create.isPending}>
            {create.isPending ? t('devices.create.creating') : t('devices.create.submit')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="mp-devices__form">
        <p className="mp-devices__intro">{t('devices.create.intro')}</p>
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
            name="serial_numbers"
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
  );
}
