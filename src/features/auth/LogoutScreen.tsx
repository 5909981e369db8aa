import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';

/** /logout: ends the session, forgets every cached answer of it, then goes to the login page. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const { session } = usePortalServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    void session.logout('user');
    queryClient.clear();
    void navigate({ to: '/login', replace: true });
  }, [session, queryClient, navigate]);

  return (
    <p className="mp-auth-form__intro" role="status">
      {t('auth.signingOut')}
    </p>
  );
}
