import { createMemoryTokenStore } from '../../../src/core/auth/createMemoryTokenStore.ts';
import {
  createHttpClient,
  type HttpClient,
  type HttpClientConfig,
  type LogoutReason,
  type Notice,
} from '../../../src/core/http/createHttpClient.ts';

export interface ObservedClient {
  http: HttpClient;
  notices: Notice[];
  logouts: LogoutReason[];
}

/** A client against `origin` (`/api/` and `/auth/` below it) that records its notices and logouts. */
export function clientFor(origin: string, overrides: Partial<HttpClientConfig> = {}): ObservedClient {
  const notices: Notice[] = [];
  const logouts: LogoutReason[] = [];
  const http = createHttpClient({
    apiBase: `${origin}/api/`,
    authBase: `${origin}/auth/`,
    locale: () => 'en',
    tokenStore: createMemoryTokenStore(),
    onNotice: (notice) => notices.push(notice),
    onLoggedOut: (reason) => logouts.push(reason),
    ...overrides,
  });
  return { http, notices, logouts };
}
