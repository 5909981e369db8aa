import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { leakRuleEndpoints } from '../../core/contract/leakRuleEndpoints.ts';
import { DEFAULT_LEAK_RULES, type LeakRules } from '../../core/domain/leakRules.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { FormSubmit, usePortalServices } from '../common/index.ts';
import { CompanySettingsCard } from './CompanySettingsCard.tsx';
import { notNumbers, numbersOf, textsOf } from './ruleNumbers.ts';

const NUMBER_RULES = [
  'continuous_flow_hours',
  'continuous_flow_min_m3h',
  'burst_share',
  'burst_minutes',
  'backflow_volume_m3',
  'no_usage_days',
  'no_usage_max_m3',
  'night_flow_min_m3h',
  'night_flow_nights',
] as const;
/** the night window, two local times (`HH:MM`) */
const TIME_RULES = ['night_start', 'night_end'] as const;
type TimeRule = (typeof TIME_RULES)[number];
type Rule = (typeof NUMBER_RULES)[number] | TimeRule;
const RULES = [...NUMBER_RULES, ...TIME_RULES] as const;
const isTimeRule = (key: Rule): key is TimeRule => (TIME_RULES as readonly Rule[]).includes(key);

/** The thresholds the server derives leak alerts from, per company (shown to all, changed with change_company). */
export function LeakRulesCard({ companyId, editable }: { companyId: number; editable: boolean }) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const rules = useQuery(companyQueries.leakRules(http, companyId));
  return (
    <CompanySettingsCard title={t('companies.leakRules.title')} query={rules}>
      {(data) => <LeakRulesForm companyId={companyId} rules={{ ...DEFAULT_LEAK_RULES, ...data }} editable={editable} />}
    </CompanySettingsCard>
  );
}

function LeakRulesForm({ companyId, rules, editable }: { companyId: number; rules: LeakRules; editable: boolean }) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Rule, string>>(() => ({
    ...textsOf(rules, NUMBER_RULES),
    night_start: rules.night_start,
    night_end: rules.night_end,
  }));
  const [nominal, setNominal] = useState<Record<string, string>>(
    Object.fromEntries(Object.entries(rules.nominal_flow_m3h).map(([k, v]) => [k, String(v)])),
  );
  const [errors, setErrors] = useState<FormErrorState<Rule>>(noErrors);
  const labels = Object.fromEntries(RULES.map((key) => [key, t(`companies.leakRules.${key}`)])) as Record<
    Rule,
    string
  >;
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(http, leakRuleEndpoints.put, {
        params: { id: companyId },
        body: {
          ...numbersOf(values, NUMBER_RULES),
          night_start: values.night_start.trim(),
          night_end: values.night_end.trim(),
          nominal_flow_m3h: Object.fromEntries(Object.entries(nominal).map(([k, v]) => [k, Number(v)])),
        },
      }),
    onSuccess: () => notify(t('toasts.updated'), { kind: 'success' }),
    onError: (error) => {
      notify(t('toasts.updateFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, RULES, serverErrorTexts(t)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueries.leakRules(http, companyId).queryKey }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: FormErrorState<Rule>['fields'] = notNumbers(values, NUMBER_RULES, t('companies.leakRules.number'));
    for (const key of TIME_RULES) if (values[key].trim() === '') fields[key] = [t('companies.leakRules.time')];
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) save.mutate();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('companies.leakRules.title')}>
      <FormErrorSummary errors={summaryOf(errors, labels)} />
      <div className="mp-company-form__grid">
        {RULES.map((key) => (
          <TextInput
            key={key}
            label={labels[key]}
            {...(isTimeRule(key) ? { type: 'text', placeholder: 'HH:MM' } : { type: 'number', step: 'any' })}
            readOnly={!editable}
            value={values[key]}
            errors={errors.fields[key]}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
        {Object.keys(nominal).map((type) => (
          <TextInput
            key={type}
            label={t('companies.leakRules.nominalFlow', { type })}
            type="number"
            step="any"
            readOnly={!editable}
            value={nominal[type]}
            onChange={(event) => setNominal((current) => ({ ...current, [type]: event.target.value }))}
          />
        ))}
      </div>
      {editable ? <FormSubmit pending={save.isPending}>{t('common.save')}</FormSubmit> : null}
    </form>
  );
}
