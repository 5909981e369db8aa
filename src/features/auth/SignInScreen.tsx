import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, PasswordInput, TextInput } from '../../components/inputs/index.ts';
import { isLocale } from '../../core/domain/constants.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { landingAfterLogin } from './landingAfterLogin.ts';
import { fieldBinder, usePortalServices } from '../common/index.ts';

type SignInField = 'email' | 'password';

/** /login: email and password; on success the visitor lands on the page they wanted. */
export function SignInScreen() {
  const { t, i18n } = useTranslation();
  const { session, notify, setLocale } = usePortalServices();
  const navigate = useNavigate();
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrorState<SignInField>>(noErrors);

  const signIn = useMutation({
    mutationFn: () => session.login({ email: email.trim(), password }),
    onSuccess: async (user) => {
      // The language saved in the profile is the portal's from sign-in on (the header's choice changes it for this device).
      if (isLocale(user.language) && user.language !== i18n.language) await setLocale(user.language);
      notify(i18n.t('auth.toasts.signInSuccess'), { kind: 'success', group: 'auth' });
      await navigate({ href: landingAfterLogin(search.redirect), replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        const message = t('auth.toasts.wrongCredentials');
        notify(message, { kind: 'error', group: 'auth' });
        setErrors({ fields: {}, general: [message] });
        return;
      }
      setErrors(errorsFromServer(error, ['email', 'password'], serverErrorTexts(t)));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const required = [t('validation.required')];
    const fields = { ...(!email.trim() && { email: required }), ...(!password && { password: required }) };
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) signIn.mutate();
  }

  const labels = { email: t('auth.email'), password: t('auth.password') };
  const field = fieldBinder(labels, errors);
  return (
    <form className="mp-auth-form" onSubmit={submit} noValidate aria-labelledby="mp-sign-in-title">
      <h1 id="mp-sign-in-title" className="mp-auth-form__title">
        {t('titles.signIn')}
      </h1>
      <p className="mp-auth-form__intro">{t('auth.signInIntro')}</p>
      <FormErrorSummary errors={summaryOf(errors, labels)} />
      <TextInput {...field('email', email, setEmail)} type="email" autoComplete="username" required />
      <PasswordInput {...field('password', password, setPassword)} autoComplete="current-password" required />
      <button type="submit" className="mp-button mp-button--primary mp-auth-form__submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <p className="mp-auth-form__links">
        <Link to="/request-password-reset">{t('auth.forgotPassword')}</Link>
      </p>
    </form>
  );
}
