import { Outlet } from '@tanstack/react-router';
import { NewVersionBanner } from '../chrome/NewVersionBanner.tsx';
import { useDocumentTitle } from '../router/useDocumentTitle.ts';

/** Above every layout: the new-version banner and the screen (toasts and cookie notice: ShellOverlays). */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <NewVersionBanner />
      <Outlet />
    </>
  );
}
