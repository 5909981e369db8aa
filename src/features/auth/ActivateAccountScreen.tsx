import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SetPasswordForm } from './SetPasswordForm.tsx';

/** /users/{id}/activate/{token}: the link of the activation mail; choosing a password activates the account. */
export function ActivateAccountScreen() {
  const { t } = useTranslation();
  const params: { id?: string; token?: string } = useParams({ strict: false });
  return (
    <section className="mp-auth-form" aria-labelledby="mp-activate-title">
      <h1 id="mp-activate-title" className="mp-auth-form__title">
        {t('titles.activateAccount')}
      </h1>
      <p className="mp-auth-form__intro">{t('auth.activateIntro')}</p>
      <SetPasswordForm purpose="activation" userId={params.id ?? ''} token={params.token ?? ''} />
    </section>
  );
}
