import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { authEndpoints } from '../../src/core/contract/authEndpoints.ts';
import { createMemoryTokenStore } from '../../src/core/auth/createMemoryTokenStore.ts';
import { createSession } from '../../src/core/auth/createSession.ts';
import type { ApiError } from '../../src/core/http/ApiError.ts';
import type { HttpClientConfig } from '../../src/core/http/createHttpClient.ts';
import { users } from '../../server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { DEMO_PASSWORD, realClient } from './support/realClient.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ staticDir: false });
});
afterAll(() => server?.close());

async function loggedIn(testServer: TestServer, email: string, overrides: Partial<HttpClientConfig> = {}) {
  const client = realClient(testServer, overrides);
  await createSession(client.http).login({ email, password: DEMO_PASSWORD });
  client.sent.length = 0;
  return client;
}

const refreshesIn = (sent: string[]) => sent.filter((line) => line.endsWith('/auth/token/refresh/')).length;

/** A token whose signature no longer matches: the server answers it like an expired one. */
function tampered(token: string): string {
  return `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
}

function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
  return payload.exp;
}

describe('token refresh against the reference server', () => {
  it('ten concurrent calls with an expired access token cause one refresh, and all ten succeed', async () => {
    const shortLived = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3 });
    try {
      const { http, sent, logouts } = await loggedIn(shortLived, 'staff@example.com');
      const before = http.tokenStore.getTokens()!;
      // the server compares whole seconds: wait until the token's exp second has passed
      await new Promise((resolve) => setTimeout(resolve, expiryOf(before.access) * 1000 - Date.now() + 300));

      const pages = await Promise.all(
        Array.from({ length: 10 }, (_, i) => http.get<{ count: number }>('companies', { params: { offset: i } })),
      );

      expect(pages.every((page) => typeof page.count === 'number')).toBe(true);
      expect(refreshesIn(sent)).toBe(1);
      expect(sent.filter((line) => line.includes('/api/companies/'))).toHaveLength(20);
      const after = http.tokenStore.getTokens()!;
      expect(after.refresh).not.toBe(before.refresh);
      expect(logouts).toEqual([]);
    } finally {
      await shortLived.close();
    }
  });

  it('two clients sharing one store rotate the refresh token once', async () => {
    const store = createMemoryTokenStore();
    const first = await loggedIn(server, 'admin@example.com', { tokenStore: store });
    const second = realClient(server, { tokenStore: store });
    store.setTokens({ ...store.getTokens()!, access: tampered(store.getTokens()!.access) });

    await Promise.all([
      first.http.get('companies'),
      second.http.get('users'),
      first.http.get('users'),
      second.http.get('companies'),
    ]);

    expect(refreshesIn(first.sent) + refreshesIn(second.sent)).toBe(1);
    expect([first.logouts, second.logouts]).toEqual([[], []]);
  });

  it('a refresh token already used elsewhere ends the session with the token_expired notice', async () => {
    const { http, logouts, notices } = await loggedIn(server, 'user@example.com');
    const spent = http.tokenStore.getTokens()!;
    // another device holding the same pair refreshes first; rotation blacklists the old refresh token
    await callEndpoint(realClient(server).http, authEndpoints.refresh, { body: { refresh: spent.refresh } });
    http.tokenStore.setTokens({ ...spent, access: tampered(spent.access) });

    const results = await Promise.allSettled([http.get('companies'), http.get('users')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(((results[0] as PromiseRejectedResult).reason as ApiError).message).toBe('Token is blacklisted');
    expect(logouts).toEqual(['refresh_failed']);
    expect(notices).toEqual(['token_expired']);
    expect([http.tokenStore.getTokens(), http.tokenStore.getCurrent()]).toEqual([null, null]);
  });

  it('an invalid refresh token ends the session', async () => {
    const { http, logouts, notices } = await loggedIn(server, 'user@example.com');
    http.tokenStore.setTokens({ access: 'not-a-jwt', refresh: 'not-a-jwt-either' });

    const error = (await http.get('companies').catch((e: unknown) => e)) as ApiError;

    expect([error.status, error.message]).toEqual([401, 'Token is invalid or expired']);
    expect([logouts, notices]).toEqual([['refresh_failed'], ['token_expired']]);
  });

  it('a user deactivated meanwhile is logged out with user_inactive, without a refresh', async () => {
    const { http, sent, logouts, notices } = await loggedIn(server, 'admin@example.com');
    const { db } = server.built.ctx;
    await db.update(users).set({ isActive: false }).where(eq(users.email, 'admin@example.com'));
    try {
      const error = (await http.get('companies').catch((e: unknown) => e)) as ApiError;

      expect([error.status, error.code, error.message]).toEqual([401, 'user_inactive', 'User is inactive']);
      expect(refreshesIn(sent)).toBe(0);
      expect([logouts, notices]).toEqual([['user_inactive'], ['token_expired']]);
      expect(http.tokenStore.getTokens()).toBeNull();
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.email, 'admin@example.com'));
    }
  });
});
