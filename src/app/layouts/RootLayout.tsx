import { Outlet } from '@tanstack/react-router';
import { CookieNotice } from '../chrome/CookieNotice.tsx';
import { NewVersionBanner } from '../chrome/NewVersionBanner.tsx';
import { Toasts } from '../chrome/Toasts.tsx';
import { useDocumentTitle } from '../router/useDocumentTitle.ts';

/** Above every layout: the screen, the toasts, the new-version banner and the cookie notice. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <NewVersionBanner />
      <Outlet />
      <CookieNotice />
      <Toasts />
    </>
  );
}
