import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldDescriptionIds } from '../../components/inputs/index.ts';

export interface SerialListFieldProps {
  /** the form field name the server answers errors for */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** how many serial numbers the text holds, for the hint */
  count: number;
  errors: readonly string[];
}

/** Serial numbers separated by commas, with their count and the errors under the field. */
export function SerialListField({ name, value, onChange, count, errors }: SerialListFieldProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  return (
    <Field
      controlId={fieldId}
      label={t('devices.create.serials')}
      hint={t('devices.create.hint', { count })}
      errors={errors}
      required
    >
      <textarea
        id={fieldId}
        name={name}
        className="mp-input mp-devices__textarea"
        rows={4}
        value={value}
        required
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={fieldDescriptionIds(fieldId, true, errors)}
        placeholder={t('devices.create.placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
