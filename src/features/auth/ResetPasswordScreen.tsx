import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SetPasswordForm } from './SetPasswordForm.tsx';

/** /users/{id}/reset/{token}: the link of the password reset mail. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const params: { id?: string; token?: string } = useParams({ strict: false });
  return (
    <section className="mp-auth-form" aria-labelledby="mp-reset-title">
      <h1 id="mp-reset-title" className="mp-auth-form__title">
        {t('titles.resetPassword')}
      </h1>
      <p className="mp-auth-form__intro">{t('auth.resetIntro')}</p>
      <SetPasswordForm purpose="reset" userId={params.id ?? ''} token={params.token ?? ''} />
    </section>
  );
}
