import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/inputs/index.ts';
import { MultiSelect } from '../../components/select/index.ts';
import { EMBED_ELEMENTS, EMBED_HIDDEN_FIELDS, type EmbedElement } from '../../core/domain/embed.ts';
import { meterGroupQueries } from '../../queries/meterGroupQueries.ts';
import { CompanyChoice, ExpiryField, useCurrentUser, usePortalServices } from '../common/index.ts';
import { groupsOfCompany, type EmbedKeyFormValues } from './embedKeyForm.ts';
import { OriginsField } from './OriginsField.tsx';
import type { EmbedKeyErrors } from './useEmbedKeyForm.ts';

export interface EmbedKeyFieldsProps {
  values: EmbedKeyFormValues;
  set: <K extends keyof EmbedKeyFormValues>(name: K, value: EmbedKeyFormValues[K]) => void;
  errors: EmbedKeyErrors;
  /** a new key chooses its company; a saved one keeps it */
  isNew: boolean;
  readOnly: boolean;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);

/** Name, origins, company, elements, device groups, hidden fields and expiry of an embed key. */
export function EmbedKeyFields({ values, set, errors, isNew, readOnly }: EmbedKeyFieldsProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const user = useCurrentUser();
  const id = useId();
  const companyId = values.company ?? user?.profile?.company_id ?? null;
  // the groups a key of this company may name, by the server's rule of the key's groups
  const groups =
    useQuery({ ...meterGroupQueries.forEmbedKey(http, companyId ?? 0), enabled: companyId !== null }).data ?? [];
  const chart = values.elements.includes('chart');

  const setElement = (element: EmbedElement, on: boolean) => {
    set('elements', toggled(values.elements, element, on));
    // the chart shows serials and volumes by nature: with it, nothing can be hidden (the hint says so)
    if (element === 'chart' && on) set('hidden', []);
  };

  return (
    <>
      <TextInput
        label={t('embedKeys.fields.name')}
        name="name"
        required
        readOnly={readOnly}
        value={values.name}
        errors={errors.fields.name}
        onChange={(event) => set('name', event.target.value)}
      />
      {isNew ? (
        <CompanyChoice
          texts="embedKeys"
          value={companyId}
          errors={errors.fields.company}
          onChange={(next) => {
            set('company', next);
            set('groups', groupsOfCompany(values.groups, companyId, next));
          }}
        />
      ) : null}
      <OriginsField
        text={values.originsText}
        anyOrigin={values.anyOrigin}
        errors={errors.fields.origins}
        anyOriginErrors={errors.fields.any_origin}
        readOnly={readOnly}
        onText={(text) => set('originsText', text)}
        onAnyOrigin={(anyOrigin) => set('anyOrigin', anyOrigin)}
      />
      <fieldset
        className="mp-embed-keys__set"
        aria-describedby={errors.fields.elements?.length ? `${id}-elements` : undefined}
      >
        <legend>{t('embedKeys.fields.elements')}</legend>
        {EMBED_ELEMENTS.map((element) => (
          <label key={element} className="mp-embed-keys__check">
            <input
              type="checkbox"
              name="elements"
              value={element}
              checked={values.elements.includes(element)}
              disabled={readOnly}
              onChange={(event) => setElement(element, event.target.checked)}
            />
            {t(`embedKeys.elements.${element}`)}
          </label>
        ))}
        <FieldErrors id={`${id}-elements`} errors={errors.fields.elements} />
      </fieldset>
      <MultiSelect
        label={t('embedKeys.fields.groups')}
        options={groups}
        fields={{ id: 'uuid', label: 'name' }}
        value={values.groups}
        placeholder={t('embedKeys.wholeCompany')}
        hint={t('embedKeys.hints.groups')}
        disabled={readOnly}
        errors={errors.fields.groups}
        onChange={(uuids) => set('groups', uuids.map(String))}
      />
      <fieldset className="mp-embed-keys__set" aria-describedby={`${id}-hidden`}>
        <legend>{t('embedKeys.fields.hidden')}</legend>
        {EMBED_HIDDEN_FIELDS.map((field) => (
          <label key={field} className="mp-embed-keys__check">
            <input
              type="checkbox"
              name="hidden"
              value={field}
              checked={values.hidden.includes(field)}
              disabled={readOnly || chart}
              onChange={(event) => set('hidden', toggled(values.hidden, field, event.target.checked))}
            />
            {t(`embedKeys.hiddenFields.${field}`)}
          </label>
        ))}
        <p className="mp-field__hint" id={`${id}-hidden`}>
          {t(chart ? 'embedKeys.hints.hiddenWithChart' : 'embedKeys.hints.hidden')}
        </p>
        <FieldErrors errors={errors.fields.hidden} />
      </fieldset>
      <ExpiryField
        texts="embedKeys"
        value={values.expiresOn}
        readOnly={readOnly}
        errors={errors.fields.expires_at}
        onChange={(day) => set('expiresOn', day)}
      />
    </>
  );
}

function FieldErrors({ id, errors }: { id?: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <ul className="mp-field__errors" id={id}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
