import { useAtom } from 'jotai';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../core/domain/index.ts';
import { usePortalServices } from '../../features/common/usePortalServices.ts';
import { cookieConsentAtom } from '../state/shellAtoms.ts';
import { removeBootCookieNotice } from './bootCookieNotice.ts';
import { readStoredItem } from '../state/readStoredItem.ts';

/**
 * While shown, the portal's root keeps the notice's height free at its bottom (`--mp-overlay-bottom`): the
 * page's end scrolls above it and bars stuck to the window's bottom stand on it, so it covers no control.
 */
function useReservedBottom(notice: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const node = notice.current;
    const app = node?.closest<HTMLElement>('.mp-app');
    if (!shown || !node || !app) return;
    const reserve = () => app.style.setProperty('--mp-overlay-bottom', `${node.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(node);
    return () => {
      observer.disconnect();
      app.style.removeProperty('--mp-overlay-bottom');
    };
  }, [notice, shown]);
}

/** The cookie notice until the visitor accepts it; the answer is remembered in local storage. */
export function CookieNotice() {
  const { t } = useTranslation();
  const { storage } = usePortalServices();
  const [accepted, setAccepted] = useAtom(cookieConsentAtom);
  const notice = useRef<HTMLElement>(null);
  useReservedBottom(notice, !accepted);
  // this notice takes the place of the one the page's HTML painted, which the visitor may have accepted meanwhile
  useLayoutEffect(() => {
    if (notice.current) removeBootCookieNotice(notice.current);
    if (readStoredItem(storage, STORAGE_KEYS.cookieConsent) === 'accepted') setAccepted(true);
  }, [storage, setAccepted]);
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
    <section ref={notice} className="mp-cookie" aria-label={t('cookies.label')}>
      <p className="mp-cookie__text">{t('cookies.message')}</p>
      <button type="button" className="mp-button mp-button--primary" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
