import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/common/useCurrentUser.ts';
import { usePortalServices } from '../../features/common/usePortalServices.ts';
import { Icon } from './icons.tsx';
import { useSessionChange } from './useSessionChange.ts';

/** While a staff member acts as another user: who is acting as whom, and Stop to return. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { session } = usePortalServices();
  const user = useCurrentUser();
  const { busy: stopping, run } = useSessionChange();
  if (!user?.original_user) return null;
  const stop = () => run(() => session.stopImpersonation(), t('impersonate.stopFailed'));

  return (
    <div className="mp-impersonation" role="region" aria-label={t('impersonate.bannerLabel')}>
      <Icon name="mask" size={18} />
      <span className="mp-impersonation__text">
        {t('impersonate.banner', { name: user.name || user.email, original: user.original_user.name })}
      </span>
      <button
        type="button"
        className="mp-button mp-impersonation__stop"
        onClick={() => void stop()}
        disabled={stopping}
      >
        {t('impersonate.stop')}
      </button>
    </div>
  );
}
