import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../core/domain/index.ts';
import { usePortalServices } from '../../features/common/usePortalServices.ts';
import { cookieConsentAtom } from '../state/shellAtoms.ts';

/** The cookie notice until the visitor accepts it; the answer is remembered in local storage. */
export function CookieNotice() {
  const { t } = useTranslation();
  const { storage } = usePortalServices();
  const [accepted, setAccepted] = useAtom(cookieConsentAtom);
  if (accepted) return null;

  function accept() {
    try {
      storage.setItem(STORAGE_KEYS.cookieConsent, 'accepted');
    } catch {
      // Storage denied: the notice stays accepted for this visit only.
    }
    setAccepted(true);
  }

  return (
    <section className="mp-cookie" aria-label={t('cookies.label')}>
      <p className="mp-cookie__text">{t('cookies.message')}</p>
      <button type="button" className="mp-button mp-button--primary" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
