import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { companyEndpoints } from '../../core/contract/companyEndpoints.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { userQueries } from '../../queries/userQueries.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { fieldBinder, FormSubmit, PageHeader, usePortalServices } from '../common/index.ts';

/** /companies/{id}/activate: name the company admin; the server mails the link and activates the company. */
export function ActivateCompanyScreen() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const { id = '' }: { id?: string } = useParams({ strict: false });
  const info = useQuery(companyQueries.activation(http, Number(id)));
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.activateCompany')} />
      <Card title={info.data?.name}>
        {info.isPending ? <p aria-busy="true">{t('companies.loading')}</p> : null}
        {info.isError ? <p role="alert">{t('companies.loadFailed')}</p> : null}
        {info.data ? (
          <ActivateForm id={Number(id)} email={info.data.admin_email ?? ''} active={info.data.is_active} />
        ) : null}
        <p>
          <Link to="/companies">{t('companies.backToList')}</Link>
        </p>
      </Card>
    </div>
  );
}

function ActivateForm({ id, email: initial, active }: { id: number; email: string; active: boolean }) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(initial);
  const [errors, setErrors] = useState<FormErrorState<'email'>>(noErrors);
  const activate = useMutation({
    mutationFn: () => callEndpoint(http, companyEndpoints.activate, { params: { id }, body: { email: email.trim() } }),
    onSuccess: (answer) => notify(answer.detail, { kind: 'success' }),
    onError: (error) => {
      notify(t('companies.toasts.activationFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, ['email'], serverErrorTexts(t)));
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: companyQueries.root });
      await queryClient.invalidateQueries({ queryKey: userQueries.root });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = email.trim() ? {} : { email: [t('validation.required')] };
    setErrors({ fields, general: [] });
    if (!fields.email) activate.mutate();
  }
  const labels = { email: t('companies.activation.email') };
  return (
    <form onSubmit={submit} noValidate aria-label={t('titles.activateCompany')}>
      <p>{active ? t('companies.activation.active') : t('companies.activation.inactive')}</p>
      <FormErrorSummary errors={summaryOf(errors, labels)} />
      <TextInput
        {...fieldBinder(labels, errors)('email', email, setEmail)}
        hint={t('companies.activation.hint')}
        type="email"
        required
      />
      <FormSubmit pending={activate.isPending}>{t('companies.activation.submit')}</FormSubmit>
    </form>
  );
}
