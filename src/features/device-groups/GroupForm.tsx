import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { Field, FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { meterGroupEndpoints } from '../../core/contract/meterGroupEndpoints.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { usePortalServices } from '../common/index.ts';
import type { GroupMode } from './groupMode.ts';
import { GROUPS_KEY } from './groupQueries.ts';
import { InstallationPicker } from './InstallationPicker.tsx';

export interface GroupFormProps {
  mode: GroupMode;
  group?: MeterGroup;
}

type Errors = {
  name?: string[];
  description?: string[];
  installations?: string[];
  inlet_installations?: string[];
  general: string[];
};

/**
 * Name, description and inlet meters of a group; a new group can take its first devices along. Readonly shows
 * the values.
 */
export function GroupForm({ mode, group }: GroupFormProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [installations, setInstallations] = useState<string[]>([]);
  const [inlets, setInlets] = useState<string[]>(group?.inlet_installations ?? []);
  const [errors, setErrors] = useState<Errors>({ general: [] });
  const readOnly = mode === 'readonly';

  const save = useMutation({
    mutationFn: () =>
      group
        ? callEndpoint(http, meterGroupEndpoints.update, {
            params: { uuid: group.uuid },
            body: { name: name.trim(), description, inlet_installations: inlets },
          })
        : callEndpoint(http, meterGroupEndpoints.create, {
            body: { name: name.trim(), description, installations, inlet_installations: inlets },
          }),
    onSuccess: async (saved) => {
      notify(t(group ? 'deviceGroups.toasts.updated' : 'deviceGroups.toasts.created'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      if (!group)
        await navigate({ to: '/device-groups/$uuid', params: { uuid: saved.uuid }, search: { mode: 'edit' } });
    },
    onError: (error) => {
      notify(t(group ? 'deviceGroups.toasts.updateFailed' : 'deviceGroups.toasts.creationFailed'), { kind: 'error' });
      if (!(error instanceof ApiError)) return setErrors({ general: [t('app.genericError')] });
      const {
        name: onName,
        description: onDescription,
        installations: onInstallations,
        inlet_installations: onInlets,
        ...rest
      } = error.fieldErrors;
      const general = [...error.nonFieldErrors, ...Object.values(rest).flat()];
      if (!onName && !onDescription && !onInstallations && !onInlets && !general.length)
        general.push(error.detail ?? error.message);
      setErrors({
        name: onName,
        description: onDescription,
        installations: onInstallations,
        inlet_installations: onInlets,
        general,
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: [t('deviceGroups.form.nameRequired')], general: [] });
    setErrors({ general: [] });
    save.mutate();
  };

  return (
    <Card title={t('deviceGroups.form.title')}>
      <form className="mp-device-groups__form" onSubmit={submit} noValidate>
        <FormErrorSummary errors={errors.general} />
        <TextInput
          label={t('deviceGroups.fields.name')}
          name="name"
          value={name}
          required={!readOnly}
          readOnly={readOnly}
          maxLength={100}
          errors={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          controlId="mp-group-description"
          label={t('deviceGroups.fields.description')}
          errors={errors.description}
        >
          <textarea
            id="mp-group-description"
            name="description"
            className="mp-input mp-device-groups__textarea"
            rows={3}
            maxLength={1000}
            readOnly={readOnly}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        {mode === 'creation' ? (
          <InstallationPicker
            label={t('deviceGroups.form.devices')}
            target="device-group:new"
            value={installations}
            onChange={setInstallations}
            errors={errors.installations}
          />
        ) : null}
        {readOnly ? null : (
          <InstallationPicker
            label={t('deviceGroups.form.inlets')}
            target={`device-group-inlet:${group?.uuid ?? 'new'}`}
            value={inlets}
            onChange={setInlets}
            errors={errors.inlet_installations}
          />
        )}
        {readOnly ? null : (
          <div className="mp-form-actions">
            <button type="submit" className="mp-button mp-button--primary" disabled={save.isPending}>
              {mode === 'creation' ? t('deviceGroups.actions.createGroup') : t('deviceGroups.actions.save')}
            </button>
          </div>
        )}
      </form>
    </Card>
  );
}
