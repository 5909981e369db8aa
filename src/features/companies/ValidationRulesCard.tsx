import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { validationEndpoints } from '../../core/contract/validationEndpoints.ts';
import { DEFAULT_VALIDATION_RULES, type ValidationRules } from '../../core/domain/validation/validationRules.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { FormSubmit, usePortalServices } from '../common/index.ts';
import { CompanySettingsCard } from './CompanySettingsCard.tsx';
import { notNumbers, numbersOf, textsOf } from './ruleNumbers.ts';

/** The thresholds of the checks, in the order the checks run (the units are part of each label). */
const NUMBER_RULES = [
  'expected_interval_minutes',
  'gap_tolerance_minutes',
  'max_flow_m3h',
  'frozen_intervals',
  'backwards_tolerance_m3',
  'register_digits',
  'duplicate_window_seconds',
  'clock_future_minutes',
] as const;
type NumberRule = (typeof NUMBER_RULES)[number];
/** a meter type's largest flow, named as the server names its field errors */
type TypeField = `max_flow_m3h_by_type.${string}`;
type Field = NumberRule | TypeField;

const typeField = (type: string): TypeField => `max_flow_m3h_by_type.${type}`;

/**
 * The thresholds the validation of readings uses, per company: shown to all who see the company, changed
 * (or reset to the defaults) by those who may change it.
 */
export function ValidationRulesCard({ companyId, editable }: { companyId: number; editable: boolean }) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const rules = useQuery(companyQueries.validationRules(http, companyId));
  return (
    <CompanySettingsCard title={t('companies.validationRules.title')} query={rules}>
      {(data) => <ValidationRulesForm companyId={companyId} rules={data} editable={editable} />}
    </CompanySettingsCard>
  );
}

function ValidationRulesForm({
  companyId,
  rules,
  editable,
}: {
  companyId: number;
  rules: ValidationRules;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const types = Object.keys(rules.max_flow_m3h_by_type);
  const [values, setValues] = useState(() => textsOf(rules, NUMBER_RULES));
  const [byType, setByType] = useState(() => textsOf(rules.max_flow_m3h_by_type, types));
  const [errors, setErrors] = useState<FormErrorState<Field>>(noErrors);
  const [confirming, setConfirming] = useState(false);
  const fields: Field[] = [...NUMBER_RULES, ...types.map(typeField)];
  const labels = Object.fromEntries([
    ...NUMBER_RULES.map((key) => [key, t(`companies.validationRules.${key}`)]),
    ...types.map((type) => [typeField(type), t('companies.validationRules.maxFlowOfType', { type })]),
  ]) as Record<Field, string>;

  const save = useMutation({
    mutationFn: ({ body }: { body: ValidationRules; reset: boolean }) =>
      callEndpoint(http, validationEndpoints.replaceRules, { params: { id: companyId }, body }),
    onSuccess: (_saved, { reset }) => {
      setErrors(noErrors);
      notify(t(reset ? 'companies.validationRules.resetDone' : 'toasts.updated'), { kind: 'success' });
    },
    onError: (error) => {
      notify(t('toasts.updateFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, fields, serverErrorTexts(t)));
    },
    onSettled: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: companyQueries.validationRules(http, companyId).queryKey });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = t('companies.leakRules.number');
    const wrong: FormErrorState<Field>['fields'] = { ...notNumbers(values, NUMBER_RULES, message) };
    for (const [type, list] of Object.entries(notNumbers(byType, types, message))) wrong[typeField(type)] = list;
    setErrors({ fields: wrong, general: [] });
    if (Object.keys(wrong).length > 0) return;
    const body = { ...numbersOf(values, NUMBER_RULES), max_flow_m3h_by_type: numbersOf(byType, types) };
    save.mutate({ body, reset: false });
  }

  const numberInput = (field: Field, value: string, onChange: (text: string) => void, hint: string) => (
    <TextInput
      key={field}
      label={labels[field]}
      hint={hint}
      type="number"
      step="any"
      readOnly={!editable}
      value={value}
      errors={errors.fields[field]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('companies.validationRules.title')}>
      <FormErrorSummary errors={summaryOf(errors, labels)} />
      <div className="mp-company-form__grid">
        {NUMBER_RULES.map((key) =>
          numberInput(
            key,
            values[key],
            (text) => setValues((current) => ({ ...current, [key]: text })),
            t(`companies.validationRules.help.${key}`),
          ),
        )}
        {types.map((type) =>
          numberInput(
            typeField(type),
            byType[type],
            (text) => setByType((current) => ({ ...current, [type]: text })),
            t('companies.validationRules.help.maxFlowOfType', { type }),
          ),
        )}
      </div>
      {editable ? (
        <div className="mp-admin-toolbar">
          <FormSubmit pending={save.isPending}>{t('common.save')}</FormSubmit>
          <button type="button" className="mp-button" disabled={save.isPending} onClick={() => setConfirming(true)}>
            {t('companies.validationRules.reset')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        busy={save.isPending}
        title={t('companies.validationRules.resetTitle')}
        confirmLabel={t('companies.validationRules.reset')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => save.mutate({ body: { ...DEFAULT_VALIDATION_RULES }, reset: true })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('companies.validationRules.resetText')}</p>
      </ConfirmDialog>
    </form>
  );
}
