import axios, { type AxiosAdapter } from 'axios';
import { createMemoryTokenStore } from '../../../src/core/auth/createMemoryTokenStore.ts';
import type { HttpClientConfig } from '../../../src/core/http/createHttpClient.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { clientFor, type ObservedClient } from './clientFor.ts';

export interface CountedClient extends ObservedClient {
  /** `METHOD url` of every request this client sent, in order */
  sent: string[];
}

/** axios's own transport, wrapped to note every request, so tests can count refreshes on the wire. */
export function countingAdapter(sent: string[]): AxiosAdapter {
  const transport = axios.getAdapter(axios.defaults.adapter);
  return (config) => {
    sent.push(`${config.method?.toUpperCase()} ${axios.getUri(config)}`);
    return transport(config);
  };
}

/** A client of the reference server that records notices, logouts and requests. */
export function realClient(server: TestServer, overrides: Partial<HttpClientConfig> = {}): CountedClient {
  const sent: string[] = [];
  const client = clientFor(server.url, {
    apiBase: server.apiBase,
    authBase: server.authBase,
    tokenStore: createMemoryTokenStore(),
    adapter: countingAdapter(sent),
    ...overrides,
  });
  return { ...client, sent };
}

export { DEMO_PASSWORD } from '../../support/apiTokens.ts';
