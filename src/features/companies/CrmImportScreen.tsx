import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import type { CrmAccount } from '../../core/contract/companies.ts';
import { companyEndpoints } from '../../core/contract/companyEndpoints.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { FormSubmit, PageHeader, usePortalServices } from '../common/index.ts';
import companiesCss from './companies.css?inline';

type ImportField = 'customer_account' | 'is_distributor' | 'admin_email' | 'email';

/** /crm-import: search the CRM, pick an account, say whether it is a distributor, name its admin, import. */
export function CrmImportScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-companies', companiesCss);
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<CrmAccount | null>(null);
  const [distributor, setDistributor] = useState<boolean | null>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrorState<ImportField>>(noErrors);
  const search = useMutation({
    mutationFn: () => callEndpoint(http, companyEndpoints.crmSearch, { body: { query: query.trim() } }),
    onError: () => notify(t('companies.crm.searchFailed'), { kind: 'error' }),
  });
  const importing = useMutation({
    mutationFn: () =>
      callEndpoint(http, companyEndpoints.crmImport, {
        body: { customer_account: picked!.customer_account, is_distributor: distributor!, admin_email: email.trim() },
      }),
    onSuccess: (answer) => {
      notify(t('companies.toasts.created'), { kind: 'success' });
      notify(answer.detail, { kind: 'info' });
      setPicked(null);
      setEmail('');
      setDistributor(null);
      search.reset();
    },
    onError: (error) => {
      notify(t('companies.toasts.createFailed'), { kind: 'error' });
      setErrors(
        errorsFromServer(error, ['customer_account', 'is_distributor', 'admin_email', 'email'], serverErrorTexts(t)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueries.root }),
  });
  const labels = {
    customer_account: t('companies.fields.customerAccount'),
    is_distributor: t('companies.crm.isDistributor'),
    admin_email: t('companies.activation.email'),
    email: t('companies.activation.email'),
  };
  function submitSearch(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) search.mutate();
  }
  function submitImport(event: FormEvent) {
    event.preventDefault();
    const fields: FormErrorState<ImportField>['fields'] = {};
    if (distributor === null) fields.is_distributor = [t('validation.required')];
    if (!email.trim()) fields.admin_email = [t('validation.required')];
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) importing.mutate();
  }
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.importCompany')} />
      <Card title={t('companies.crm.search')}>
        <form onSubmit={submitSearch} className="mp-admin-toolbar" role="search" aria-label={t('companies.crm.search')}>
          <TextInput
            label={t('companies.crm.query')}
            type="search"
            name="query"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="mp-button" disabled={search.isPending || !query.trim()}>
            {t('companies.crm.searchButton')}
          </button>
        </form>
        {search.isPending ? <p aria-busy="true">{t('companies.loading')}</p> : null}
        {search.data?.length === 0 ? <p className="mp-empty">{t('companies.crm.noResults')}</p> : null}
        <ul className="mp-admin-list" aria-label={t('companies.crm.results')}>
          {(search.data ?? []).map((account) => (
            <li key={account.customer_account}>
              <span>
                <strong>{account.name}</strong> · {account.customer_account} ·{' '}
                {[account.city, account.country].filter(Boolean).join(', ')}
              </span>
              {account.exists ? (
                <span className="mp-badge mp-badge--muted">{t('companies.crm.exists')}</span>
              ) : (
                <button
                  type="button"
                  className="mp-button"
                  aria-pressed={picked?.customer_account === account.customer_account}
                  onClick={() => {
                    setPicked(account);
                    setErrors(noErrors);
                  }}
                >
                  {t('companies.crm.pick')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </Card>
      {picked ? (
        <Card title={picked.name}>
          <form onSubmit={submitImport} noValidate aria-label={t('titles.importCompany')}>
            <FormErrorSummary errors={summaryOf(errors, labels)} />
            <fieldset>
              <legend>{t('companies.crm.isDistributor')}</legend>
              <label className="mp-check">
                <input
                  type="radio"
                  name="is_distributor"
                  checked={distributor === true}
                  onChange={() => setDistributor(true)}
                />{' '}
                {t('companies.yes')}
              </label>
              <label className="mp-check">
                <input
                  type="radio"
                  name="is_distributor"
                  checked={distributor === false}
                  onChange={() => setDistributor(false)}
                />{' '}
                {t('companies.no')}
              </label>
              {errors.fields.is_distributor ? <p role="alert">{errors.fields.is_distributor.join(' ')}</p> : null}
            </fieldset>
            <TextInput
              label={labels.admin_email}
              type="email"
              name="admin_email"
              required
              value={email}
              errors={[...(errors.fields.admin_email ?? []), ...(errors.fields.email ?? [])]}
              onChange={(e) => setEmail(e.target.value)}
            />
            <FormSubmit pending={importing.isPending}>{t('companies.crm.import')}</FormSubmit>
          </form>
        </Card>
      ) : null}
    </div>
  );
}
