import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, Field } from '../../components/inputs/index.ts';
import { VALIDATION_RULE_NAMES } from '../../core/domain/validation/validationRules.ts';

export interface FindingFilterValues {
  rule: string;
  state: string;
  meter: string;
  from: string;
  to: string;
}

export const NO_FILTERS: FindingFilterValues = { rule: '', state: 'open', meter: '', from: '', to: '' };

export interface FindingFiltersProps {
  values: FindingFilterValues;
  onChange: (values: FindingFilterValues) => void;
}

/** The findings' filters: rule, state, meter (serial or uuid) and the dates their ranges overlap. */
export function FindingFilters({ values, onChange }: FindingFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (field: keyof FindingFilterValues, value: string) => onChange({ ...values, [field]: value });
  return (
    <div className="mp-data-quality__filters">
      <Field controlId={`${id}-rule`} label={t('dataQuality.filters.rule')}>
        <select
          id={`${id}-rule`}
          className="mp-input"
          value={values.rule}
          onChange={(e) => set('rule', e.target.value)}
        >
          <option value="">{t('dataQuality.filters.allRules')}</option>
          {VALIDATION_RULE_NAMES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`dataQuality.rules.${rule}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field controlId={`${id}-state`} label={t('dataQuality.filters.state')}>
        <select
          id={`${id}-state`}
          className="mp-input"
          value={values.state}
          onChange={(e) => set('state', e.target.value)}
        >
          <option value="">{t('dataQuality.filters.allStates')}</option>
          <option value="open">{t('dataQuality.states.open')}</option>
          <option value="accepted">{t('dataQuality.states.accepted')}</option>
        </select>
      </Field>
      <Field controlId={`${id}-meter`} label={t('dataQuality.filters.meter')}>
        <input
          id={`${id}-meter`}
          className="mp-input"
          type="search"
          value={values.meter}
          onChange={(e) => set('meter', e.target.value)}
        />
      </Field>
      <Field controlId={`${id}-from`} label={t('dataQuality.filters.from')}>
        <DateInput id={`${id}-from`} value={values.from} onChange={(day) => set('from', day)} />
      </Field>
      <Field controlId={`${id}-to`} label={t('dataQuality.filters.to')}>
        <DateInput id={`${id}-to`} value={values.to} onChange={(day) => set('to', day)} />
      </Field>
    </div>
  );
}
