import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { ingestionKeyEndpoints } from '../../core/contract/ingestionKeyEndpoints.ts';
import type { IngestionKeyCreated } from '../../core/contract/ingestionKeys.ts';
import { ingestionKeyQueries } from '../../queries/ingestionKeyQueries.ts';
import { errorsFromServer, noErrors, serverErrorTexts, type FormErrorState } from '../common/formErrors.ts';
import { CompanyChoice, ExpiryField, FormSubmit, useCurrentUser, usePortalServices } from '../common/index.ts';
import {
  createBody,
  INGESTION_KEY_FIELDS,
  validateIngestionKeyForm,
  type IngestionKeyField,
  type IngestionKeyFormValues,
} from './ingestionKeyForm.ts';

export interface IngestionKeyDialogProps {
  onClose: () => void;
  onCreated: (created: IngestionKeyCreated) => void;
}

/** Creates an ingestion key: its name, its company (for those who see several) and when it expires. */
export function IngestionKeyDialog({ onClose, onCreated }: IngestionKeyDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [values, setValues] = useState<IngestionKeyFormValues>({
    name: '',
    expiresOn: '',
    company: user?.profile?.company_id ?? null,
  });
  const [errors, setErrors] = useState<FormErrorState<IngestionKeyField>>(noErrors);
  const change = (field: IngestionKeyField, next: Partial<IngestionKeyFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: [] } }));
  };

  const create = useMutation({
    mutationFn: () => callEndpoint(http, ingestionKeyEndpoints.create, { body: createBody(values) }),
    onSuccess: async (created) => {
      notify(t('ingestionKeys.toasts.created'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ingestionKeyQueries.root });
      onCreated(created);
    },
    onError: (error) => {
      notify(t('ingestionKeys.toasts.createFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, INGESTION_KEY_FIELDS, serverErrorTexts(t)));
    },
  });
  const submit = () => {
    const problems = Object.entries(validateIngestionKeyForm(values));
    setErrors({
      fields: Object.fromEntries(problems.map(([field, code]) => [field, [t(`ingestionKeys.validation.${code}`)]])),
      general: [],
    });
    if (problems.length === 0) create.mutate();
  };

  const cancel = (
    <button type="button" className="mp-button" onClick={onClose}>
      {t('ingestionKeys.actions.cancel')}
    </button>
  );

  return (
    <Modal open onClose={onClose} title={t('ingestionKeys.create.title')} size="medium" closeOnBackdropPress={false}>
      <form
        noValidate
        className="mp-credentials__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormErrorSummary errors={errors.general} />
        <TextInput
          label={t('ingestionKeys.fields.name')}
          name="name"
          required
          hint={t('ingestionKeys.hints.name')}
          value={values.name}
          errors={errors.fields.name}
          onChange={(event) => change('name', { name: event.target.value })}
        />
        <CompanyChoice
          texts="ingestionKeys"
          value={values.company}
          errors={errors.fields.company}
          onChange={(company) => change('company', { company })}
        />
        <ExpiryField
          texts="ingestionKeys"
          value={values.expiresOn}
          errors={errors.fields.expires_at}
          onChange={(expiresOn) => change('expires_at', { expiresOn })}
        />
        <FormSubmit pending={create.isPending} before={cancel}>
          {t('ingestionKeys.create.submit')}
        </FormSubmit>
      </form>
    </Modal>
  );
}
