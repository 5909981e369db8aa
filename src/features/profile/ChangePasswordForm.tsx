import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { FormErrorSummary, PasswordInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { userEndpoints } from '../../core/contract/userEndpoints.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { FormSubmit, usePortalServices } from '../common/index.ts';
import { validatePasswords } from '../common/validatePasswords.ts';

type Field = 'old_password' | 'new_password' | 'confirmation';
const empty = { old_password: '', new_password: '', confirmation: '' };

/** POST users/change_password/ {old_password, new_password}, with the spec's password rules checked first. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FormErrorState<Field>>(noErrors);

  const save = useMutation({
    mutationFn: () =>
      callEndpoint(http, userEndpoints.changePassword, {
        body: { old_password: values.old_password, new_password: values.new_password },
      }),
    onSuccess: () => {
      notify(t('profile.passwordChanged'), { kind: 'success' });
      setValues(empty);
    },
    onError: (error) => {
      notify(t('toasts.updateFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, ['old_password', 'new_password'], serverErrorTexts(t)));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePasswords(values.new_password, values.confirmation);
    const fields: FormErrorState<Field>['fields'] = {};
    if (!values.old_password) fields.old_password = [t('validation.required')];
    if (problems.password.length) fields.new_password = problems.password.map((key) => t(key));
    if (problems.confirmation.length) fields.confirmation = problems.confirmation.map((key) => t(key));
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) save.mutate();
  }

  const labels = {
    old_password: t('profile.oldPassword'),
    new_password: t('auth.newPassword'),
    confirmation: t('auth.confirmPassword'),
  };
  const field = (name: Field) => ({
    label: labels[name],
    required: true,
    value: values[name],
    errors: errors.fields[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <Card title={t('profile.changePassword')}>
      <form onSubmit={submit} noValidate aria-label={t('profile.changePassword')}>
        <FormErrorSummary errors={summaryOf(errors, labels)} />
        <PasswordInput {...field('old_password')} name="current-password" autoComplete="current-password" />
        <PasswordInput
          {...field('new_password')}
          name="new-password"
          autoComplete="new-password"
          hint={t('auth.passwordRule')}
        />
        <PasswordInput {...field('confirmation')} name="confirm-password" autoComplete="new-password" />
        <FormSubmit pending={save.isPending}>{t('profile.changePassword')}</FormSubmit>
      </form>
    </Card>
  );
}
