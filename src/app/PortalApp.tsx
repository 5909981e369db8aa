import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
// Direct file imports keep the widget barrels (and floating-ui behind them) out of the entry chunk.
import { WidgetRootProvider } from '../components/root/WidgetRootProvider.tsx';
import { PortalServicesContext } from '../features/common/PortalServices.ts';
import { MenuEntriesContext } from './menu/MenuEntriesContext.ts';
import { ShellOverlays } from './chrome/ShellOverlays.tsx';
import type { PortalRuntime } from './runtime/createPortalRuntime.ts';
import { ShellContext } from './runtime/ShellContext.ts';
import { ShellFrame } from './ShellFrame.tsx';

export interface PortalAppProps {
  runtime: PortalRuntime;
}

/** The whole portal for one runtime: the same tree for the standalone page and the `<meter-portal>` element. */
export function PortalApp({ runtime }: PortalAppProps) {
  const shell = useMemo(
    () => ({
      config: runtime.config,
      toastContainerId: runtime.toastContainerId,
      attachToasts: runtime.notifier.attach,
    }),
    [runtime],
  );
  return (
    <JotaiProvider store={runtime.store}>
      <QueryClientProvider client={runtime.queryClient}>
        <I18nextProvider i18n={runtime.i18n}>
          <ShellContext value={shell}>
            <PortalServicesContext value={runtime.services}>
              <MenuEntriesContext value={runtime.menu}>
                <WidgetRootProvider>
                  <ShellFrame>
                    <RouterProvider router={runtime.router} />
                    <ShellOverlays />
                  </ShellFrame>
                </WidgetRootProvider>
              </MenuEntriesContext>
            </PortalServicesContext>
          </ShellContext>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
