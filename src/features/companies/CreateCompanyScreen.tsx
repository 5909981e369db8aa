import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import type { CompanyCreate } from '../../core/contract/companies.ts';
import { companyEndpoints } from '../../core/contract/companyEndpoints.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { errorsFromServer, noErrors, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { PageHeader, usePortalServices } from '../common/index.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { COMPANY_FIELDS, type CompanyField } from './companyForm.ts';
import companiesCss from './companies.css?inline';

/** /companies/create: a new company starts inactive; activation follows on its own screen. */
export function CreateCompanyScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-companies', companiesCss);
  const { http, notify } = usePortalServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FormErrorState<CompanyField>>(noErrors);
  const create = useMutation({
    mutationFn: (body: CompanyCreate) => callEndpoint(http, companyEndpoints.create, { body }),
    onSuccess: async (company) => {
      notify(t('companies.toasts.created'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: companyQueries.root });
      await navigate({ to: '/companies/$id/activate', params: { id: String(company.id) } });
    },
    onError: (error) => {
      notify(t('companies.toasts.createFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, COMPANY_FIELDS, serverErrorTexts(t)));
    },
  });
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.createCompany')} />
      <Card>
        <CompanyForm
          company={null}
          busy={create.isPending}
          errors={errors}
          onErrors={setErrors}
          onSubmit={(body) => create.mutate(body)}
          submitLabel={t('companies.create')}
        />
      </Card>
    </div>
  );
}
