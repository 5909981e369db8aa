import { useAtomValue } from 'jotai';
import { cookieConsentAtom } from '../state/shellAtoms.ts';
import { deferredComponent } from './deferredComponent.tsx';

// Neither is needed for the first screen: the toast library and the notice load right after it.
const Toasts = deferredComponent('Toasts', () => import('./Toasts.tsx').then((m) => m.Toasts));
const CookieNotice = deferredComponent('CookieNotice', () => import('./CookieNotice.tsx').then((m) => m.CookieNotice));

/**
 * What floats over every screen: the toasts and, until accepted, the cookie notice. They sit beside the router,
 * not in a route, so a redirect or a route that is loading never unmounts them and a toast shown during a
 * navigation (such as 'Your session has expired' on the way to the login page) stays on screen.
 */
export function ShellOverlays() {
  const cookiesAccepted = useAtomValue(cookieConsentAtom);
  return (
    <>
      {cookiesAccepted ? null : <CookieNotice />}
      <Toasts />
    </>
  );
}
