import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../../src/core/auth/createMemoryTokenStore.ts';
import { ApiError } from '../../src/core/http/ApiError.ts';
import { createFakeAuthBackend } from './support/createFakeAuthBackend.ts';
import { clientFor } from './support/clientFor.ts';
import { startStubServer, type StubServer } from './support/startStubServer.ts';

let server: StubServer;
let backend: ReturnType<typeof createFakeAuthBackend>;

beforeEach(async () => {
  backend = createFakeAuthBackend({ refreshDelayMs: 30 });
  server = await startStubServer(backend.handler);
});
afterEach(() => server.close());

const refreshRequests = () => server.requests.filter((request) => request.path === '/auth/token/refresh/');

describe('token refresh against a stub backend', () => {
  it('refreshes once for ten concurrent 401s, retries all ten and stores the rotated pair', async () => {
    const { http, logouts } = clientFor(server.url);
    const first = backend.issue('user@example.com');
    http.tokenStore.setTokens(first);
    backend.expireAccessTokens();

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => http.get<{ path: string }>(`items/${i}`)));

    expect(answers.map((answer) => answer.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/api/items/${i}/`));
    expect(refreshRequests()).toHaveLength(1);
    expect(refreshRequests()[0].body).toEqual({ refresh: first.refresh });
    const rotated = http.tokenStore.getTokens();
    expect(rotated?.refresh).not.toBe(first.refresh);
    expect(rotated?.access).not.toBe(first.access);
    const retries = server.requests.filter(
      (r) => r.path.startsWith('/api/items/') && r.headers.authorization === `Bearer ${rotated?.access}`,
    );
    expect(retries).toHaveLength(10);
    expect(logouts).toEqual([]);
  });

  it('refreshes once for two clients sharing one store', async () => {
    const store = createMemoryTokenStore();
    const a = clientFor(server.url, { tokenStore: store });
    const b = clientFor(server.url, { tokenStore: store });
    store.setTokens(backend.issue('user@example.com'));
    backend.expireAccessTokens();

    await Promise.all([a.http.get('one'), b.http.get('two'), a.http.get('three'), b.http.get('four')]);

    expect(refreshRequests()).toHaveLength(1);
    expect(backend.state.refreshCalls).toBe(1);
  });

  it('retries with the token a concurrent refresh already stored, without refreshing again', async () => {
    const { http } = clientFor(server.url);
    http.tokenStore.setTokens(backend.issue('user@example.com'));
    backend.expireAccessTokens();
    const pending = http.get<{ user: string }>('ping');
    // another client of the store refreshed while this call was on the wire
    http.tokenStore.setTokens(backend.issue('user@example.com'));

    await expect(pending).resolves.toEqual({ path: '/api/ping/', user: 'user@example.com' });
    expect(refreshRequests()).toHaveLength(0);
  });

  it('logs out once with refresh_failed and rejects every queued call when the refresh token was already spent', async () => {
    const { http, logouts, notices } = clientFor(server.url);
    const pair = backend.issue('user@example.com');
    http.tokenStore.setTokens(pair);
    http.tokenStore.setOriginalTokens(backend.issue('staff@example.com'));
    // someone else rotates the refresh token first, so ours is blacklisted
    const other = clientFor(server.url);
    other.http.tokenStore.setTokens(pair);
    backend.expireAccessTokens();
    await other.http.get('ping');

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => http.get('ping')));

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const reason = (results[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(401);
    expect(reason.message).toBe('Token is blacklisted');
    expect(refreshRequests()).toHaveLength(2);
    expect(logouts).toEqual(['refresh_failed']);
    expect(notices).toEqual(['token_expired']);
    expect(http.tokenStore.getTokens()).toBeNull();
    expect(http.tokenStore.getOriginalTokens()).toBeNull();
  });

  it('logs out when the refresh call gets no answer at all', async () => {
    const { http, logouts } = clientFor(server.url, { authBase: 'http://127.0.0.1:9/auth/' });
    http.tokenStore.setTokens(backend.issue('user@example.com'));
    backend.expireAccessTokens();

    const error = await http.get('ping').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect(logouts).toEqual(['refresh_failed']);
    expect(http.tokenStore.getTokens()).toBeNull();
  });

  it('ends a session that has only an access token (no refresh token) without sending a refresh', async () => {
    const { http, logouts, notices } = clientFor(server.url);
    http.tokenStore.setTokens({ access: 'from-the-host-page', refresh: '' });

    const error = (await http.get('ping').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('No refresh token');
    expect(refreshRequests()).toHaveLength(0);
    expect([logouts, notices]).toEqual([['refresh_failed'], ['token_expired']]);
    expect(http.tokenStore.getTokens()).toBeNull();
  });

  it.each([
    [{ detail: 'Token is invalid or expired', code: 'token_not_valid' }, 'token_invalid'],
    [{ detail: 'User not found', code: 'user_not_found' }, 'user_not_found'],
    [{ detail: 'User is inactive', code: 'user_inactive' }, 'user_inactive'],
  ])('logs out without refreshing on 401 %j', async (body, reason) => {
    const { http, logouts, notices } = clientFor(server.url);
    http.tokenStore.setTokens(backend.issue('user@example.com'));
    http.tokenStore.setCurrent({ name: 'x' } as never);
    backend.state.forced401 = body;

    const results = await Promise.allSettled([http.get('one'), http.get('two'), http.get('three')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(((results[0] as PromiseRejectedResult).reason as ApiError).message).toBe(body.detail);
    expect(refreshRequests()).toHaveLength(0);
    expect(logouts).toEqual([reason]);
    expect(notices).toEqual(['token_expired']);
    expect(http.tokenStore.getTokens()).toBeNull();
    expect(http.tokenStore.getCurrent()).toBeNull();
  });

  it('retries only once: a second ordinary 401 after a refresh rejects', async () => {
    const { http, logouts } = clientFor(server.url);
    http.tokenStore.setTokens(backend.issue('user@example.com'));
    backend.state.forced401 = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

    const error = (await http.get('ping').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(401);
    expect(refreshRequests()).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/api/ping/')).toHaveLength(2);
    expect(logouts).toEqual([]);
  });

  it('rejects a wrong password with the detail, without refresh or logout', async () => {
    const { http, logouts, notices } = clientFor(server.url);
    const kept = backend.issue('user@example.com');
    http.tokenStore.setTokens(kept);

    const error = (await http
      .post('token', { email: 'user@example.com', password: 'nope' }, { base: 'auth' })
      .catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(401);
    expect(error.message).toBe('No active account found with the given credentials');
    expect(refreshRequests()).toHaveLength(0);
    expect(logouts).toEqual([]);
    expect(notices).toEqual([]);
    expect(http.tokenStore.getTokens()).toBe(kept);
  });

  it('does not refresh for calls sent without credentials', async () => {
    const { http, logouts } = clientFor(server.url);
    http.tokenStore.setTokens(backend.issue('user@example.com'));

    const error = (await http.get('ping', { auth: false }).catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('Authentication credentials were not provided.');
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(refreshRequests()).toHaveLength(0);
    expect(logouts).toEqual([]);
  });
});
