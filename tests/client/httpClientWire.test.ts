import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/http/ApiError.ts';
import { clientFor } from './support/clientFor.ts';
import { startStubServer, type StubServer } from './support/startStubServer.ts';

let server: StubServer;

beforeAll(async () => {
  server = await startStubServer((request) => {
    if (request.path === '/api/slow/') return { body: { ok: true }, delayMs: 300 };
    return { body: { ok: true } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** Records the config of every call and answers 200 without touching the network. */
function recordingAdapter(seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  };
}

describe('what goes over the wire', () => {
  it('adds the trailing slash before the query string, relative to the API or auth base', async () => {
    const { http } = clientFor(server.url);
    await http.get('companies');
    await http.get('/keys/export.csv', { params: { company: 3 } });
    await http.get('companies?no_page=true');
    await http.get('meter-groups/');
    await http.get('current', { base: 'auth' });

    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/companies/',
      '/api/keys/export.csv/?company=3',
      '/api/companies/?no_page=true',
      '/api/meter-groups/',
      '/auth/current/',
    ]);
  });

  it('follows absolute next links of a page as they are', async () => {
    const { http } = clientFor(server.url);
    await http.get(`${server.url}/api/companies/?limit=10&offset=10`);
    expect(server.requests[0].url).toBe('/api/companies/?limit=10&offset=10');
  });

  it('sends repeated keys for list parameters and drops undefined ones', async () => {
    const { http } = clientFor(server.url);
    await http.get('installations', { params: { id: ['a', 'b'], search: undefined, limit: 100 } });
    expect(server.requests[0].url).toBe('/api/installations/?id=a&id=b&limit=100');
  });

  it('sends Accept-Language from locale() on every call, following changes', async () => {
    let locale = 'de';
    const { http } = clientFor(server.url, { locale: () => locale });
    await http.get('one');
    locale = 'el';
    await http.post('two', { a: 1 });
    await http.get('current', { base: 'auth', auth: false });

    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['de', 'el', 'el']);
    expect(server.requests[1].body).toEqual({ a: 1 });
  });

  it('sends JSON bodies as JSON and a POST without data with no body and no content type', async () => {
    const { http } = clientFor(server.url);
    await http.post('with-body', { a: 1 });
    await http.post('without-body');

    expect(server.requests[0].headers['content-type']).toBe('application/json');
    expect(server.requests[0].body).toEqual({ a: 1 });
    expect(server.requests[1].headers['content-type']).toBeUndefined();
    expect(server.requests[1].body).toBeUndefined();
  });

  it('sends the bearer access token from the store unless auth is false', async () => {
    const { http } = clientFor(server.url);
    await http.get('anonymous');
    http.tokenStore.setTokens({ access: 'access-x', refresh: 'refresh-x' });
    await http.get('signed');
    await http.get('opted-out', { auth: false });

    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer access-x',
      undefined,
    ]);
  });

  it('uses the time-outs of spec section 9: 30 s API, 20 s auth, 100 s downloads', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { http } = clientFor(server.url, { adapter: recordingAdapter(seen) });
    await http.get('companies');
    await http.post('token', {}, { base: 'auth', auth: false });
    await http.download('keys/export.csv');
    await http.get('companies', { timeoutMs: 5 });

    expect(seen.map((config) => config.timeout)).toEqual([30_000, 20_000, 100_000, 5]);
  });

  it('takes configured time-outs', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { http } = clientFor(server.url, {
      adapter: recordingAdapter(seen),
      timeouts: { apiMs: 1_000, exportMs: 2_000 },
    });
    await http.get('companies');
    await http.get('current', { base: 'auth' });
    await http.download('keys/export.csv');

    expect(seen.map((config) => config.timeout)).toEqual([1_000, 20_000, 2_000]);
  });

  it('rejects with an ApiError without status when the time-out passes', async () => {
    const { http, notices } = clientFor(server.url, { timeouts: { apiMs: 50 } });
    const error = (await http.get('slow').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(error.message).toBe('timeout of 50ms exceeded');
    expect(notices).toEqual([]);
  });

  it('passes an abort signal through', async () => {
    const { http } = clientFor(server.url);
    const controller = new AbortController();
    const pending = http.get('slow', { signal: controller.signal });
    controller.abort();

    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBeNull();
    expect(error.code).toBe('ERR_CANCELED');
  });
});
