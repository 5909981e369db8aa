import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { Select } from '../../components/select/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { userEndpoints } from '../../core/contract/userEndpoints.ts';
import { SONICO_PROFILES } from '../../core/domain/roles.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { userQueries } from '../../queries/userQueries.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { fieldBinder, FormSubmit, PageHeader, useCurrentUser, usePortalServices } from '../common/index.ts';
import { roleLabel } from '../../core/labels/codeLabels.ts';
import usersCss from './users.css?inline';

type Field = 'email' | 'name' | 'role' | 'company' | 'sonico_profile';
type RoleId = 'staff' | 'company_admin' | 'basic';

/** /users/create: e-mail, role and company required; the sonico profile is shown to, and required from, staff. */
export function UserCreateScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-users', usersCss);
  const { http, notify } = usePortalServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const staff = useCurrentUser()?.is_admin ?? false;
  const roles = useQuery(userQueries.roles(http));
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<RoleId | null>(null);
  // the companies a new account of this role may join, by the server's rule of the create
  const companies = useQuery(companyQueries.all(http, { for: role === 'staff' ? 'user:new:staff' : 'user:new' }));
  const [company, setCompany] = useState<number | null>(null);
  const [sonico, setSonico] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrorState<Field>>(noErrors);
  const labels: Record<Field, string> = {
    email: t('users.fields.email'),
    name: t('users.fields.name'),
    role: t('users.fields.role'),
    company: t('users.fields.company'),
    sonico_profile: t('users.fields.sonicoProfile'),
  };
  const field = fieldBinder(labels, errors);
  const roleOptions = (roles.data ?? [])
    .filter((r) => staff || r.id !== 'staff')
    .map((r) => ({ id: String(r.id), label: roleLabel(t, String(r.name)) }));
  const create = useMutation({
    mutationFn: () =>
      callEndpoint(http, userEndpoints.create, {
        body: {
          email: email.trim(),
          ...(name.trim() && { name: name.trim() }),
          role: role!,
          company: company!,
          ...(staff && { sonico_profile: sonico as '01' }),
        },
      }),
    onSuccess: async (user) => {
      notify(t('users.toasts.created'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: userQueries.root });
      await navigate({ to: '/users/$id', params: { id: user.id } });
    },
    onError: (error) => {
      notify(t('users.toasts.createFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, ['email', 'name', 'role', 'company', 'sonico_profile'], serverErrorTexts(t)));
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: FormErrorState<Field>['fields'] = {};
    const required = [t('validation.required')];
    if (!email.trim()) fields.email = required;
    if (!role) fields.role = required;
    if (company === null) fields.company = required;
    if (staff && !sonico) fields.sonico_profile = required;
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) create.mutate();
  }
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.createUser')} />
      <Card>
        <form onSubmit={submit} noValidate aria-label={t('titles.createUser')}>
          <FormErrorSummary errors={summaryOf(errors, labels)} />
          <TextInput {...field('email', email, setEmail)} type="email" required />
          <TextInput {...field('name', name, setName)} />
          <Select
            label={labels.role}
            required
            options={roleOptions}
            value={role}
            errors={errors.fields.role}
            onChange={(value) => setRole((value as RoleId | null) ?? null)}
          />
          {role === 'staff' ? (
            <p className="mp-users__warning" role="note">
              {t('users.staffWarning')}
            </p>
          ) : null}
          <Select
            label={labels.company}
            required
            searchable
            options={companies.data ?? []}
            fields={{ id: 'id', label: 'name', search: ['customer_account'] }}
            value={company}
            errors={errors.fields.company}
            onChange={(value) => setCompany(typeof value === 'number' ? value : null)}
          />
          {staff ? (
            <Select
              label={labels.sonico_profile}
              required
              options={SONICO_PROFILES.map((p) => ({
                id: p.value,
                label: `${p.value} ${t(`users.sonico.${p.value}`)}`,
              }))}
              value={sonico}
              errors={errors.fields.sonico_profile}
              onChange={(value) => setSonico(typeof value === 'string' ? value : null)}
            />
          ) : null}
          <FormSubmit pending={create.isPending}>{t('users.create')}</FormSubmit>
        </form>
      </Card>
    </div>
  );
}
