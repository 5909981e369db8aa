import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import type { Company, CompanyCreate } from '../../core/contract/companies.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { noErrors, summaryOf, type FormErrorState } from '../common/formErrors.ts';
import { FormSubmit, useCurrentUser, usePortalServices } from '../common/index.ts';
import { bodyOf, formValuesOf, splitMailingList, type CompanyField, type CompanyFormValues } from './companyForm.ts';

export interface CompanyFormProps {
  company: Company | null;
  busy: boolean;
  errors: FormErrorState<CompanyField>;
  onErrors: (errors: FormErrorState<CompanyField>) => void;
  onSubmit: (body: CompanyCreate) => void;
  submitLabel: string;
}

/**
 * Company fields (spec section 3): the alert e-mails edited as comma-separated text; core always on,
 * sonico and mex each shown while its feature flag is on. Only staff change the provider's fields.
 */
export function CompanyForm({ company, busy, errors, onErrors, onSubmit, submitLabel }: CompanyFormProps) {
  const { t } = useTranslation();
  const { http, features } = usePortalServices();
  const staff = useCurrentUser()?.is_admin ?? false;
  const [values, setValues] = useState<CompanyFormValues>(() => formValuesOf(company));
  // the distributors this company may be linked to, by the server's rule of the link
  const distributors = useQuery({
    ...companyQueries.all(http, { for: `company-parent:${company?.id ?? 'new'}` }),
    enabled: staff,
  });
  const set = <K extends keyof CompanyFormValues>(key: K, value: CompanyFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const labels: Record<CompanyField, string> = {
    name: t('companies.fields.name'),
    customer_account: t('companies.fields.customerAccount'),
    address: t('companies.fields.address'),
    city: t('companies.fields.city'),
    zip: t('companies.fields.zip'),
    country: t('companies.fields.country'),
    area: t('companies.fields.area'),
    sales_representative: t('companies.fields.salesRepresentative'),
    mailing_list: t('companies.fields.mailingList'),
    is_distributor: t('companies.fields.isDistributor'),
    distributor: t('companies.fields.distributor'),
    services: t('companies.fields.services'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: FormErrorState<CompanyField>['fields'] = {};
    if (!values.name.trim()) fields.name = [t('validation.required')];
    if (!values.customer_account.trim()) fields.customer_account = [t('validation.required')];
    const { invalid } = splitMailingList(values.mailing_list);
    if (invalid.length) fields.mailing_list = invalid.map((entry) => t('companies.invalidEmail', { entry }));
    onErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) onSubmit(bodyOf(values));
  }

  const text = (key: Exclude<CompanyField, 'is_distributor' | 'distributor' | 'services'>, disabled = false) => (
    <TextInput
      label={labels[key]}
      name={key}
      value={values[key]}
      disabled={disabled}
      required={key === 'name' || key === 'customer_account'}
      errors={errors.fields[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="mp-company-form">
      <FormErrorSummary errors={summaryOf(errors, labels)} />
      <div className="mp-company-form__grid">
        {text('name')}
        {text('customer_account', !staff && company !== null)}
        {text('address')}
        {text('city')}
        {text('zip')}
        {text('country')}
        {text('area')}
        {text('sales_representative')}
      </div>
      <TextInput
        label={labels.mailing_list}
        name="mailing_list"
        hint={t('companies.mailingListHint')}
        value={values.mailing_list}
        errors={errors.fields.mailing_list}
        onChange={(event) => set('mailing_list', event.target.value)}
      />
      {staff ? (
        <>
          <label className="mp-check">
            <input
              type="checkbox"
              name="is_distributor"
              checked={values.is_distributor}
              onChange={(event) => set('is_distributor', event.target.checked)}
            />{' '}
            {labels.is_distributor}
          </label>
          <Select
            label={labels.distributor}
            options={distributors.data ?? []}
            fields={{ id: 'id', label: 'name', search: ['customer_account'] }}
            value={values.distributor}
            clearable
            searchable
            errors={errors.fields.distributor}
            onChange={(value) => set('distributor', typeof value === 'number' ? value : null)}
          />
          <fieldset className="mp-company-form__services">
            <legend>{labels.services}</legend>
            <label className="mp-check">
              <input type="checkbox" checked disabled /> {t('companies.services.core')}
            </label>
            {features.includes('SONICO') ? (
              <label className="mp-check">
                <input
                  type="checkbox"
                  name="sonico"
                  checked={values.sonico}
                  onChange={(e) => set('sonico', e.target.checked)}
                />{' '}
                {t('companies.services.sonico')}
              </label>
            ) : null}
            {features.includes('MEX') ? (
              <label className="mp-check">
                <input type="checkbox" name="mex" checked={values.mex} onChange={(e) => set('mex', e.target.checked)} />{' '}
                {t('companies.services.mex')}
              </label>
            ) : null}
          </fieldset>
        </>
      ) : null}
      <FormSubmit pending={busy}>{submitLabel}</FormSubmit>
    </form>
  );
}

export { noErrors };
