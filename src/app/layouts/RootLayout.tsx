import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { deferredComponent } from '../chrome/deferredComponent.tsx';
import { NewVersionBanner } from '../chrome/NewVersionBanner.tsx';
import { useDocumentTitle } from '../router/useDocumentTitle.ts';
import { cookieConsentAtom } from '../state/shellAtoms.ts';

// Neither is needed for the first screen: the toast library and the notice load right after it.
const Toasts = deferredComponent('Toasts', () => import('../chrome/Toasts.tsx').then((m) => m.Toasts));
const CookieNotice = deferredComponent('CookieNotice', () =>
  import('../chrome/CookieNotice.tsx').then((m) => m.CookieNotice),
);

/** Above every layout: the screen, the toasts, the new-version banner and (until accepted) the cookie notice. */
export function RootLayout() {
  useDocumentTitle();
  const cookiesAccepted = useAtomValue(cookieConsentAtom);
  return (
    <>
      <NewVersionBanner />
      <Outlet />
      {cookiesAccepted ? null : <CookieNotice />}
      <Toasts />
    </>
  );
}
