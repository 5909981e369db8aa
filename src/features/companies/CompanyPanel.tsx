import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import type { CompanyCreate } from '../../core/contract/companies.ts';
import { companyEndpoints } from '../../core/contract/companyEndpoints.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { errorsFromServer, noErrors, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { Can, useCan, useCurrentUser, usePortalServices } from '../common/index.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { COMPANY_FIELDS, type CompanyField } from './companyForm.ts';
import { LeakRulesCard } from './LeakRulesCard.tsx';
import { SubscriptionsCard } from './SubscriptionsCard.tsx';
import { ValidationRulesCard } from './ValidationRulesCard.tsx';

export interface CompanyPanelProps {
  id: number;
  onClose: () => void;
}

/** One company: its fields to edit, delete with confirmation, activation, subscriptions, leak and validation rules. */
export function CompanyPanel({ id, onClose }: CompanyPanelProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const staff = useCurrentUser()?.is_admin ?? false;
  const canChange = useCan(PERMISSIONS.changeCompany);
  const company = useQuery(companyQueries.one(http, id));
  const [errors, setErrors] = useState<FormErrorState<CompanyField>>(noErrors);
  const [confirming, setConfirming] = useState(false);

  const save = useMutation({
    mutationFn: (body: CompanyCreate) => callEndpoint(http, companyEndpoints.update, { params: { id }, body }),
    onSuccess: () => {
      setErrors(noErrors);
      notify(t('toasts.updated'), { kind: 'success' });
    },
    onError: (error) => {
      notify(t('toasts.updateFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, COMPANY_FIELDS, serverErrorTexts(t)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueries.root }),
  });
  const remove = useMutation({
    mutationFn: () => callEndpoint(http, companyEndpoints.remove, { params: { id } }),
    onSuccess: () => {
      notify(t('companies.toasts.deleted'), { kind: 'success' });
      onClose();
    },
    onError: (error) =>
      notify(error instanceof ApiError && error.detail ? error.detail : t('companies.toasts.deleteFailed'), {
        kind: 'error',
      }),
    onSettled: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: companyQueries.root });
    },
  });

  if (company.isPending) return <p aria-busy="true">{t('companies.loading')}</p>;
  if (company.isError) return <p role="alert">{t('companies.loadFailed')}</p>;
  const c = company.data;
  return (
    <section className="mp-admin-panel" aria-label={c.name}>
      <Card
        title={c.name}
        actions={
          <div className="mp-admin-toolbar">
            {!c.is_active ? (
              <Can permission={PERMISSIONS.activateCompany}>
                <Link
                  to="/companies/$id/activate"
                  params={{ id: String(c.id) }}
                  className="mp-button mp-button--primary"
                >
                  {t('titles.activateCompany')}
                </Link>
              </Can>
            ) : null}
            <Can permission={PERMISSIONS.deleteCompany}>
              <button type="button" className="mp-button mp-button--danger" onClick={() => setConfirming(true)}>
                {t('companies.delete')}
              </button>
            </Can>
            <button type="button" className="mp-button" onClick={onClose}>
              {t('companies.close')}
            </button>
          </div>
        }
      >
        {canChange ? (
          <CompanyForm
            company={c}
            busy={save.isPending}
            errors={errors}
            onErrors={setErrors}
            onSubmit={(body) => save.mutate(body)}
            submitLabel={t('common.save')}
          />
        ) : (
          <dl className="mp-facts">
            <dt>{t('companies.fields.customerAccount')}</dt>
            <dd>{c.customer_account}</dd>
            <dt>{t('companies.fields.address')}</dt>
            <dd>{[c.address, c.zip, c.city, c.country].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{t('companies.fields.mailingList')}</dt>
            <dd>{c.mailing_list.join(', ') || '—'}</dd>
          </dl>
        )}
      </Card>
      <SubscriptionsCard companyId={c.id} editable={staff} />
      <LeakRulesCard companyId={c.id} editable={canChange} />
      <ValidationRulesCard companyId={c.id} editable={canChange} />
      <ConfirmDialog
        open={confirming}
        danger
        busy={remove.isPending}
        title={t('companies.confirmDelete.title')}
        confirmLabel={t('companies.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('companies.confirmDelete.text', { name: c.name })}</p>
      </ConfirmDialog>
    </section>
  );
}
