import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, PasswordInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { userEndpoints } from '../../core/contract/userEndpoints.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { usePortalServices } from '../common/index.ts';
import { setPasswordTokenQuery } from './setPasswordQueries.ts';
import { validatePasswords } from '../common/validatePasswords.ts';

export interface SetPasswordFormProps {
  purpose: 'reset' | 'activation';
  userId: string;
  token: string;
}

type PasswordField = 'password' | 'confirmation';

const isInvalidToken = (error: unknown) =>
  error instanceof ApiError && (error.code === 'invalid_token' || error.detail === 'Invalid token');

/** The form behind both mail links: checks the link, then sets the password (and so activates the account). */
export function SetPasswordForm({ purpose, userId, token }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FormErrorState<PasswordField>>(noErrors);
  const check = useQuery(setPasswordTokenQuery(http, userId, token));
  const invalidMessage =
    purpose === 'reset' ? t('auth.toasts.invalidResetToken') : t('auth.toasts.invalidActivationToken');
  const invalid = check.isError && isInvalidToken(check.error);

  useEffect(() => {
    if (invalid) notify(invalidMessage, { kind: 'error', group: 'auth' });
  }, [invalid, invalidMessage, notify]);

  const save = useMutation({
    mutationFn: () =>
      callEndpoint(http, userEndpoints.setPassword, {
        params: { id: userId, token },
        body: { password: values.password },
      }),
    onSuccess: async () => {
      const done = purpose === 'reset' ? t('auth.toasts.passwordReset') : t('auth.toasts.accountActivated');
      notify(done, { kind: 'success', group: 'auth' });
      await navigate({ to: '/login', replace: true });
    },
    onError: (error) => {
      if (isInvalidToken(error)) notify(invalidMessage, { kind: 'error', group: 'auth' });
      setErrors(errorsFromServer(error, ['password'], serverErrorTexts(t)));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePasswords(values.password, values.confirmation);
    const fields = {
      ...(problems.password.length && { password: problems.password.map((key) => t(key)) }),
      ...(problems.confirmation.length && { confirmation: problems.confirmation.map((key) => t(key)) }),
    };
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) save.mutate();
  }

  if (check.isPending) {
    return (
      <p className="mp-auth-form__intro" role="status">
        {t('auth.checkingLink')}
      </p>
    );
  }
  if (check.isError) {
    return (
      <div className="mp-auth-form__problem" role="alert">
        <p>{invalid ? invalidMessage : t('app.genericError')}</p>
        <p className="mp-auth-form__links">
          {purpose === 'reset' ? <Link to="/request-password-reset">{t('auth.requestNewLink')}</Link> : null}
          <Link to="/login">{t('auth.backToSignIn')}</Link>
        </p>
      </div>
    );
  }

  const labels = { password: t('auth.newPassword'), confirmation: t('auth.confirmPassword') };
  return (
    <form onSubmit={submit} noValidate>
      <FormErrorSummary errors={summaryOf(errors, labels)} />
      <PasswordInput
        label={labels.password}
        name="new-password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordRule')}
        value={values.password}
        errors={errors.fields.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <PasswordInput
        label={labels.confirmation}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={values.confirmation}
        errors={errors.fields.confirmation}
        onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
      />
      <button type="submit" className="mp-button mp-button--primary mp-auth-form__submit" disabled={save.isPending}>
        {purpose === 'reset' ? t('auth.resetPassword') : t('auth.activateAccount')}
      </button>
    </form>
  );
}
