import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { tabletEndpoints } from '../../core/contract/tabletEndpoints.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { tabletQueries } from '../../queries/tabletQueries.ts';
import { usePortalServices } from '../common/index.ts';

export interface RegisterTabletDialogProps {
  open: boolean;
  /** the company the tablet is registered for (null: the active one) */
  company: number | null;
  onClose: () => void;
}

const EMPTY = { name: '', android_id: '', android_version: '', device_model: '' };

/** Registers a tablet of the chosen company; the server's field errors (quota, repeated Android ID) show on their fields. */
export function RegisterTabletDialog({ open, company, onClose }: RegisterTabletDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const register = useMutation({
    mutationFn: () =>
      callEndpoint(http, tabletEndpoints.create, { body: { ...values, ...(company !== null && { company }) } }),
    onSuccess: async () => {
      notify(t('tours.toasts.tabletRegistered'), { kind: 'success' });
      setValues(EMPTY);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: tabletQueries.root });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors({
          ...error.fieldErrors,
          general: [...error.nonFieldErrors, ...(error.detail ? [error.detail] : [])],
        });
      notify(t('tours.toasts.creationFailed'), { kind: 'error' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!values.name.trim()) missing.name = [t('validation.required')];
    if (!values.android_id.trim()) missing.android_id = [t('validation.required')];
    setErrors(missing);
    if (Object.keys(missing).length === 0) register.mutate();
  };
  const field = (name: keyof typeof EMPTY, label: string, required = false) => (
    <TextInput
      label={label}
      name={name}
      required={required}
      value={values[name]}
      errors={errors[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );
  return (
    <Modal open={open} onClose={onClose} title={t('tours.tablets.register')} size="small">
      <form onSubmit={submit} noValidate>
        <FormErrorSummary errors={errors.general ?? []} />
        {field('name', t('tours.tablets.name'), true)}
        {field('android_id', t('tours.tablets.androidId'), true)}
        {field('android_version', t('tours.tablets.androidVersion'))}
        {field('device_model', t('tours.tablets.deviceModel'))}
        <div className="mp-tours__nav">
          <button type="button" className="mp-button" onClick={onClose}>
            {t('tours.actions.cancel')}
          </button>
          <button type="submit" className="mp-button mp-button--primary" disabled={register.isPending}>
            {t('tours.tablets.register')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
