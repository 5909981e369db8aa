import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildEnv } from './config/buildEnv.ts';
import { standaloneConfig } from './config/portalConfig.ts';
import { FatalErrorScreen } from './layouts/FatalErrorScreen.tsx';
import { PortalApp } from './PortalApp.tsx';
import { connectStandalonePage } from './runtime/connectStandalonePage.ts';
import { createPortalRuntime, type PortalRuntime } from './runtime/createPortalRuntime.ts';
import { updateAtom } from './state/shellAtoms.ts';

/** The standalone page: build-time configuration, browser history, a service worker for new versions. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

/** Loaded after the first screen: nothing waits for the service worker, so its code stays off the start-up path. */
async function registerServiceWorker(runtime: PortalRuntime) {
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh: () => runtime.store.set(updateAtom, { reload: () => void update(true) }),
    // Spec section 8: service-worker messages are only logged.
    onRegisterError: (error: unknown) => console.info('Service worker not registered', error),
  });
}

/**
 * Runs `work` once the page has loaded and the main thread is idle (within a few seconds at most), so what the
 * first screen does not need competes with neither its requests nor its rendering.
 */
function whenIdle(work: () => unknown) {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => work(), { timeout: 3000 })
      : setTimeout(work, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

createPortalRuntime(standaloneConfig(buildEnv), { storage: localStorage, languages: navigator.languages })
  .then((runtime) => {
    connectStandalonePage(runtime);
    root.render(
      <StrictMode>
        <PortalApp runtime={runtime} />
      </StrictMode>,
    );
    if (import.meta.env.PROD) {
      whenIdle(() =>
        registerServiceWorker(runtime).catch((error: unknown) => console.info('Service worker not registered', error)),
      );
    }
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<FatalErrorScreen />);
  });
