import { useTranslation } from 'react-i18next';
import { PageHeader, useCurrentUser } from '../common/index.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

/** /profile: the signed-in user's name and language, and a new password. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.profile')} subtitle={user.email} />
      <div className="mp-grid mp-grid--two">
        <ProfileDetailsForm key={user.user_uuid} user={user} />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
