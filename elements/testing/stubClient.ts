import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { createMemoryTokenStore } from '../../src/core/auth/createMemoryTokenStore.ts';
import { createHttpClient, type HttpClient } from '../../src/core/http/createHttpClient.ts';

export interface StubAnswer {
  status: number;
  data?: unknown;
}

/** A path the element asks for (`POST /auth/embed/token/`, `GET /api/tours/`), without the query; the query's values. */
export type StubRoute = (call: string, params: Record<string, unknown>) => StubAnswer;

/** The server's refusals of an embed key's exchange, as the key's routes send them. */
export const ORIGIN_REFUSED: StubAnswer = {
  status: 403,
  data: { detail: 'This origin may not use the key.', code: 'origin_not_allowed' },
};
export const KEY_INVALID: StubAnswer = {
  status: 401,
  data: { detail: 'The embed key is not valid.', code: 'embed_key_invalid' },
};
export const EMBED_TOKEN: StubAnswer = { status: 200, data: { access: 'embed.token', expires_in: 300 } };
export const NOT_FOUND: StubAnswer = { status: 404, data: { detail: 'Not found.' } };

/**
 * An element's HTTP client (the real one) whose transport answers from `route`, with an embed key, a given
 * token, or neither (a visitor who has not signed in). `calls` records what was asked.
 */
export function stubClient(
  route: StubRoute,
  credentials: { embedKey?: string; token?: string } = {},
): { http: HttpClient; calls: string[] } {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = `${(config.method ?? 'get').toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
    calls.push(call);
    const { status, data } = route(call, (config.params ?? {}) as Record<string, unknown>);
    const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const tokenStore = createMemoryTokenStore();
  if (credentials.token) tokenStore.setTokens({ access: credentials.token, refresh: '' });
  const http = createHttpClient({
    apiBase: '/api/',
    authBase: '/auth/',
    locale: () => 'en',
    tokenStore,
    adapter,
    embedKey: credentials.embedKey,
  });
  return { http, calls };
}

/** The stub client of an element embedded with a partner's key. */
export const embeddedClient = (route: StubRoute) => stubClient(route, { embedKey: 'mpk_test' });
