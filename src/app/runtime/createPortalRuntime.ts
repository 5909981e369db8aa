import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createStore } from 'jotai';
import { createBrowserTokenStore, createMemoryTokenStore, createSession } from '../../core/auth/index.ts';
import { STORAGE_KEYS, type Locale } from '../../core/domain/index.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { createHttpClient } from '../../core/http/createHttpClient.ts';
import type { FeatureDefinition, MenuEntry, PortalServices } from '../../features/common/index.ts';
import type { PortalConfig } from '../config/portalConfig.ts';
import { enabledFeatures } from '../features.ts';
import { changeLocale, createI18n, currentLocale, loadTexts } from '../i18n/createI18n.ts';
import { resolveLocale } from '../i18n/resolveLocale.ts';
import { createPortalRouter, type PortalRouter } from '../router/createPortalRouter.tsx';
import { historyFor } from '../router/historyFor.ts';
import { cookieConsentAtom } from '../state/shellAtoms.ts';
import { createNotifier, type Notifier } from './createNotifier.ts';
import { followSession } from './followSession.ts';
import { noticeToast } from './noticeMessages.ts';

export interface PortalEnvironment {
  /** local storage of the page (saved language, stored session, cookie consent, chart settings) */
  storage: Storage;
  /** navigator.languages */
  languages: readonly string[];
  /** features to register; all enabled ones by default */
  features?: readonly FeatureDefinition[];
  /** first path of a memory history */
  initialPath?: string;
}

/** One portal instance: everything a page or an element needs, nothing shared with other instances. */
export interface PortalRuntime {
  config: PortalConfig;
  services: PortalServices;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: i18n;
  router: PortalRouter;
  menu: readonly MenuEntry[];
  toastContainerId: string;
  notifier: Notifier;
  dispose(): void;
}

let instances = 0;

function readItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Builds the client, session, caches, language and router of one portal instance. */
export async function createPortalRuntime(
  config: PortalConfig,
  environment: PortalEnvironment,
): Promise<PortalRuntime> {
  const { storage } = environment;
  const i18n = await createI18n(
    resolveLocale({
      forced: config.locale,
      saved: readItem(storage, STORAGE_KEYS.locale),
      browser: environment.languages,
    }),
  );
  const tokenStore = config.token ? createMemoryTokenStore() : createBrowserTokenStore(storage);
  // A token given by the host page has no refresh token: when it expires, the visitor signs in.
  if (config.token) tokenStore.setTokens({ access: config.token, refresh: '' });

  const toastContainerId = `mp-toasts-${++instances}`;
  const notifier = createNotifier(toastContainerId);
  const { notify } = notifier;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers the server means (4xx) are final; only lost connections and 5xx are tried again, once.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500),
      },
    },
  });
  const http = createHttpClient({
    apiBase: config.apiBase,
    authBase: config.authBase,
    locale: () => currentLocale(i18n),
    tokenStore,
    onLoggedOut: () => queryClient.clear(),
    onNotice: (notice) => {
      const toast = noticeToast(notice, i18n.t);
      notify(toast.message, toast);
    },
  });
  const session = createSession(http);

  const store = createStore();
  store.set(cookieConsentAtom, readItem(storage, STORAGE_KEYS.cookieConsent) === 'accepted');

  const services: PortalServices = {
    http,
    session,
    notify,
    storage,
    features: config.features,
    embedded: config.embedded,
    async setLocale(locale: Locale) {
      await changeLocale(i18n, locale);
      try {
        storage.setItem(STORAGE_KEYS.locale, locale);
      } catch {
        // Storage denied: the choice lasts for this visit.
      }
    },
  };

  const features = enabledFeatures(config.features, environment.features);
  let restored: Promise<void> | null = null;
  const router = createPortalRouter({
    features,
    history: historyFor(config.routing, environment.initialPath),
    scrollRestoration: !config.embedded,
    loadTexts: (texts) => loadTexts(i18n, texts),
    context: {
      services,
      restoreSession: () => (restored ??= restoreSession(services)),
    },
  });
  const stopFollowing = followSession(session, () => void router.invalidate());

  return {
    config,
    services,
    queryClient,
    store,
    i18n,
    router,
    menu: features.flatMap((feature) => feature.menu ?? []),
    toastContainerId,
    notifier,
    dispose() {
      stopFollowing();
      queryClient.clear();
    },
  };
}

/**
 * Before the first route: a stored session without its user (or a host-given token) fetches the user;
 * a stored user is refreshed in the background so permissions are current. A failure that ends the session
 * has already logged the visitor out; anything else leaves the guard to decide with what is known.
 */
async function restoreSession({ session, http }: PortalServices): Promise<void> {
  if (!http.tokenStore.getTokens()) return;
  const current = session.getCurrent();
  const refresh = session.fetchCurrent(current?.profile?.company_id);
  if (current) {
    refresh.catch(() => undefined);
    return;
  }
  await refresh.catch(() => undefined);
}
