import { createBrowserTokenStore } from '../../../core/auth/createBrowserTokenStore.ts';
import { createMemoryTokenStore } from '../../../core/auth/createMemoryTokenStore.ts';
import type { TokenStore } from '../../../core/auth/TokenStore.ts';
import {
  createHttpClient,
  type HttpClient,
  type LogoutReason,
  type Notice,
} from '../../../core/http/createHttpClient.ts';

/** Where an element talks to and as whom: its `api-base`, `auth-base`, `token` and `locale` attributes. */
export interface ElementConnection {
  /** default '/api/' */
  apiBase?: string;
  /** default '/auth/' */
  authBase?: string;
  /** a bearer token from the embedding page; without it the portal's stored session is used */
  token?: string;
  /** a partner page's embed key, traded for short-lived read-only tokens (its own store, nothing stored) */
  embedKey?: string;
  /** the language the embedding page asks for */
  locale?: string;
}

export interface ElementClientOptions {
  /** where the portal's session is stored */
  storage: Storage;
  /** sent as Accept-Language: the language the element shows */
  locale: () => string;
  onLoggedOut?: (reason: LogoutReason) => void;
  onNotice?: (notice: Notice) => void;
}

/**
 * A given token lives in the element's own store (two elements may use two tokens) and has no refresh token:
 * when it expires, the visitor signs in. Without one, every element of the page uses the one store of the
 * portal's session, so a refresh is made once for all of them (refresh single-flight is per token store).
 */
function tokenStoreOf(connection: ElementConnection, storage: Storage): TokenStore {
  if (connection.embedKey) return createMemoryTokenStore();
  if (!connection.token) return createBrowserTokenStore(storage);
  const store = createMemoryTokenStore();
  store.setTokens({ access: connection.token, refresh: '' });
  return store;
}

/** The HTTP client of one element instance (or the standalone page). */
export function createElementClient(connection: ElementConnection, options: ElementClientOptions): HttpClient {
  return createHttpClient({
    apiBase: connection.apiBase || '/api/',
    authBase: connection.authBase || '/auth/',
    locale: options.locale,
    tokenStore: tokenStoreOf(connection, options.storage),
    embedKey: connection.embedKey || undefined,
    onLoggedOut: options.onLoggedOut,
    onNotice: options.onNotice,
  });
}
