import { createBrowserTokenStore } from '../src/core/auth/createBrowserTokenStore.ts';
import { createMemoryTokenStore } from '../src/core/auth/createMemoryTokenStore.ts';
import type { Locale } from '../src/core/domain/index.ts';
import { createHttpClient, type HttpClient } from '../src/core/http/createHttpClient.ts';

export interface MeterMapConnection {
  apiBase?: string;
  authBase?: string;
  /** a bearer token from the embedding page; without it the portal's stored session is used */
  token?: string;
}

/**
 * The HTTP client of one `<meter-map>`: its own token store for a given token (two maps may use two
 * tokens), or the page's stored session, whose refresh is shared with every other element using it.
 */
export function createMeterMapClient(connection: MeterMapConnection, locale: () => Locale): HttpClient {
  const tokenStore = connection.token ? createMemoryTokenStore() : createBrowserTokenStore(localStorage);
  if (connection.token) tokenStore.setTokens({ access: connection.token, refresh: '' });
  return createHttpClient({
    apiBase: connection.apiBase || '/api/',
    authBase: connection.authBase || '/auth/',
    locale,
    tokenStore,
  });
}
