import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { userEndpoints } from '../../core/contract/userEndpoints.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { fieldBinder, usePortalServices } from '../common/index.ts';

/** /request-password-reset: asks for a reset link; the answer never tells whether the account exists. */
export function RequestPasswordResetScreen() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrorState<'email'>>(noErrors);

  const request = useMutation({
    mutationFn: () => callEndpoint(http, userEndpoints.resetRequest, { body: { email: email.trim() } }),
    onSuccess: () => notify(t('auth.toasts.requestSubmitted'), { kind: 'success', group: 'auth' }),
    onError: (error) => setErrors(errorsFromServer(error, ['email'], serverErrorTexts(t))),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = email.trim() ? {} : { email: [t('validation.required')] };
    setErrors({ fields, general: [] });
    if (!fields.email) request.mutate();
  }

  if (request.isSuccess) {
    return (
      <div className="mp-auth-form" role="status">
        <h1 className="mp-auth-form__title">{t('titles.passwordReset')}</h1>
        <p className="mp-auth-form__intro">{t('auth.toasts.requestSubmitted')}</p>
        <p className="mp-auth-form__links">
          <Link to="/login">{t('auth.backToSignIn')}</Link>
        </p>
      </div>
    );
  }

  const labels = { email: t('auth.email') };
  return (
    <form className="mp-auth-form" onSubmit={submit} noValidate aria-labelledby="mp-reset-request-title">
      <h1 id="mp-reset-request-title" className="mp-auth-form__title">
        {t('titles.passwordReset')}
      </h1>
      <p className="mp-auth-form__intro">{t('auth.resetRequestIntro')}</p>
      <FormErrorSummary errors={summaryOf(errors, labels)} />
      <TextInput
        {...fieldBinder(labels, errors)('email', email, setEmail)}
        type="email"
        autoComplete="email"
        required
      />
      <button type="submit" className="mp-button mp-button--primary mp-auth-form__submit" disabled={request.isPending}>
        {t('auth.sendResetLink')}
      </button>
      <p className="mp-auth-form__links">
        <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </form>
  );
}
