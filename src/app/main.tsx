import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';
import { buildEnv } from './config/buildEnv.ts';
import { standaloneConfig } from './config/portalConfig.ts';
import { createI18n } from './i18n/createI18n.ts';
import { ErrorLayout } from './layouts/ErrorLayout.tsx';
import { PortalApp } from './PortalApp.tsx';
import { connectStandalonePage } from './runtime/connectStandalonePage.ts';
import { createPortalRuntime, type PortalRuntime } from './runtime/createPortalRuntime.ts';
import { updateAtom } from './state/shellAtoms.ts';

/** The standalone page: build-time configuration, browser history, a service worker for new versions. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

function registerServiceWorker(runtime: PortalRuntime) {
  const update = registerSW({
    onNeedRefresh: () => runtime.store.set(updateAtom, { reload: () => void update(true) }),
    // Spec section 8: service-worker messages are only logged.
    onRegisterError: (error: unknown) => console.info('Service worker not registered', error),
  });
}

createPortalRuntime(standaloneConfig(buildEnv), { storage: localStorage, languages: navigator.languages })
  .then((runtime) => {
    connectStandalonePage(runtime);
    root.render(
      <StrictMode>
        <PortalApp runtime={runtime} />
      </StrictMode>,
    );
    if (import.meta.env.PROD) registerServiceWorker(runtime);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    const i18n = await createI18n('en');
    root.render(
      <I18nextProvider i18n={i18n}>
        <ErrorLayout />
      </I18nextProvider>,
    );
  });
