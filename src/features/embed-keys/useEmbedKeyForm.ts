import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { embedKeyEndpoints as endpoints } from '../../core/contract/embedKeyEndpoints.ts';
import type { EmbedKey, EmbedKeyCreated } from '../../core/contract/embedKeys.ts';
import { embedKeyQueries } from '../../queries/embedKeyQueries.ts';
import { errorsFromServer, noErrors, serverErrorTexts, type FormErrorState } from '../common/formErrors.ts';
import { usePortalServices } from '../common/index.ts';
import {
  createBody,
  EMBED_KEY_FIELDS,
  updateBody,
  validateEmbedKeyForm,
  type EmbedKeyField,
  type EmbedKeyFormValues,
} from './embedKeyForm.ts';

export type EmbedKeyErrors = FormErrorState<EmbedKeyField>;

/** The form fields each value is shown in, so a changed value drops the error shown on it. */
const FIELD_OF: Record<keyof EmbedKeyFormValues, EmbedKeyField> = {
  name: 'name',
  originsText: 'origins',
  anyOrigin: 'any_origin',
  elements: 'elements',
  groups: 'groups',
  hidden: 'hidden',
  expiresOn: 'expires_at',
  company: 'company',
};

/**
 * State, client checks and the save call of the create and edit form. The server's field errors land on
 * their fields word for word; a created key comes back with its secret through `onCreated`.
 */
export function useEmbedKeyForm(
  initial: EmbedKeyFormValues,
  key: EmbedKey | null,
  { onCreated, onUpdated }: { onCreated: (created: EmbedKeyCreated) => void; onUpdated: () => void },
) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EmbedKeyErrors>(noErrors);

  const set = <K extends keyof EmbedKeyFormValues>(name: K, value: EmbedKeyFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    const field = FIELD_OF[name];
    setErrors((current) =>
      current.fields[field] ? { ...current, fields: { ...current.fields, [field]: [] } } : current,
    );
  };

  const save = useMutation({
    mutationFn: async (): Promise<EmbedKeyCreated | null> => {
      if (key) {
        await callEndpoint(http, endpoints.update, { params: { id: key.id }, body: updateBody(values, key) });
        return null;
      }
      return callEndpoint(http, endpoints.create, { body: createBody(values) });
    },
    onSuccess: async (created) => {
      notify(t(created ? 'embedKeys.toasts.created' : 'embedKeys.toasts.updated'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: embedKeyQueries.root });
      if (created) onCreated(created);
      else onUpdated();
    },
    onError: (error) => {
      notify(t(key ? 'embedKeys.toasts.updateFailed' : 'embedKeys.toasts.createFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, EMBED_KEY_FIELDS, serverErrorTexts(t)));
    },
  });

  const submit = () => {
    const problems = validateEmbedKeyForm(values);
    const fields: EmbedKeyErrors['fields'] = {};
    for (const [field, problem] of Object.entries(problems) as [EmbedKeyField, (typeof problems)[EmbedKeyField]][])
      if (problem) fields[field] = [t(`embedKeys.validation.${problem.code}`, { origin: problem.origin })];
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) save.mutate();
  };

  return { values, set, errors, submit, saving: save.isPending };
}
