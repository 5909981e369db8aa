import { createSession } from '../../core/auth/index.ts';
import { STORAGE_KEYS, type Locale } from '../../core/domain/index.ts';
import type { FeatureDefinition, MenuEntry, PortalServices } from '../../features/common/index.ts';
import type { PortalConfig } from '../config/portalConfig.ts';
import { enabledFeatures } from '../features.ts';
import { shellTexts } from '../i18n/shellTexts.ts';
import { createPortalRouter, preloadFirstScreen, type PortalRouter } from '../router/createPortalRouter.tsx';
import { historyFor } from '../router/historyFor.ts';
import { cookieConsentAtom } from '../state/shellAtoms.ts';
import { createNotifier, type Notifier } from './createNotifier.ts';
import { followSession } from './followSession.ts';
import { changeLocale, loadTexts } from './kit/createElementI18n.ts';
import { createElementRuntime, type ElementRuntime } from './kit/createElementRuntime.ts';
import { noticeToast } from './noticeMessages.ts';
import { readStoredItem } from '../state/readStoredItem.ts';

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
export interface PortalRuntime extends ElementRuntime {
  config: PortalConfig;
  services: PortalServices;
  router: PortalRouter;
  menu: readonly MenuEntry[];
  toastContainerId: string;
  notifier: Notifier;
}

let instances = 0;

/** Builds the client, session, caches, language and router of one portal instance. */
export async function createPortalRuntime(
  config: PortalConfig,
  environment: PortalEnvironment,
): Promise<PortalRuntime> {
  const { storage } = environment;
  const toastContainerId = `mp-toasts-${++instances}`;
  const notifier = createNotifier(toastContainerId);
  const { notify } = notifier;
  const features = enabledFeatures(config.features, environment.features);
  if (config.routing === 'browser')
    preloadFirstScreen(features, window.location.pathname, readStoredItem(storage, STORAGE_KEYS.tokens) !== null);
  const element = await createElementRuntime({
    connection: { apiBase: config.apiBase, authBase: config.authBase, token: config.token, locale: config.locale },
    texts: [shellTexts],
    storage,
    languages: environment.languages,
    onLoggedOut: (_reason, { queryClient }) => queryClient.clear(),
    onNotice: (notice, { i18n }) => {
      const toast = noticeToast(notice, i18n.t);
      notify(toast.message, toast);
    },
  });
  const { http, i18n, store } = element;
  const session = createSession(http);

  store.set(cookieConsentAtom, readStoredItem(storage, STORAGE_KEYS.cookieConsent) === 'accepted');

  const services: PortalServices = {
    http,
    session,
    notify,
    storage,
    features: config.features,
    embedded: config.embedded,
    async setLocale(locale: Locale) {
      await changeLocale(i18n, locale);
      // Answers carry texts the server translated (converter names, messages): fetch them again in the new language.
      void element.queryClient.invalidateQueries();
      try {
        storage.setItem(STORAGE_KEYS.locale, locale);
      } catch {
        // Storage denied: the choice lasts for this visit.
      }
    },
  };

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
    ...element,
    config,
    services,
    router,
    menu: features.flatMap((feature) => feature.menu ?? []),
    toastContainerId,
    notifier,
    dispose() {
      stopFollowing();
      element.dispose();
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
