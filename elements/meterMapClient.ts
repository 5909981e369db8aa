import type { i18n } from 'i18next';
import type { ElementConnection } from '../src/app/runtime/kit/createElementClient.ts';
import { currentLocale } from '../src/app/runtime/kit/createElementI18n.ts';
import { useElementRuntime } from '../src/app/runtime/kit/useElementRuntime.ts';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';

/** The client code is a chunk of its own: the map, its tiles and controls appear without waiting for it. */
const loadClientCode = () => import('../src/app/runtime/kit/createElementClient.ts');

/** Starts loading the client code while the element's texts load, so the points follow the map sooner. */
export function preloadMeterMapClient(): void {
  loadClientCode().catch(() => undefined);
}

/**
 * The element's HTTP client, rebuilt when a connection attribute changes. It asks in the language the element
 * shows (`texts`, its one i18next instance, switched in place), so a language switch keeps the client.
 */
export function useMeterMapClient(connection: ElementConnection, texts: i18n): HttpClient | null {
  const { apiBase, authBase, token, embedKey } = connection;
  return useElementRuntime(JSON.stringify([apiBase, authBase, token, embedKey]), async () => {
    const { createElementClient } = await loadClientCode();
    return createElementClient(
      { apiBase, authBase, token, embedKey },
      { storage: localStorage, locale: () => currentLocale(texts) },
    );
  }).runtime;
}
