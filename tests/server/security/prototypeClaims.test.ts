import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, jwtPayload, login, userId, type CurrentUser, type TokenPair } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

/**
 * A value written onto Object.prototype of the server process (the way a missed property-path write
 * would) must not turn into a token claim: claims and token options are read as own properties only.
 * The server runs in this process, so the pollution is set here and always taken back.
 */
let server: TestServer;
let staffId: string;
beforeAll(async () => {
  server = await serverFor();
  staffId = await userId(server, 'staff@example.com');
});
afterAll(() => server?.close());

const stop = (token: string) => call<TokenPair>(server, 'POST', '/api/auth/impersonate/stop/', { token });
const current = (token: string) => call<CurrentUser>(server, 'GET', '/auth/current/', { token });

/** Runs `work` with `Object.prototype[name]` set to `value`, and removes it again whatever happens. */
async function withPollutedPrototype<T>(name: string, value: unknown, work: () => Promise<T>): Promise<T> {
  Object.defineProperty(Object.prototype, name, { value, configurable: true, writable: true, enumerable: false });
  try {
    return await work();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[name];
  }
}

describe('token claims absent from the token', () => {
  it('stay absent when Object.prototype carries original_user: stop/ gives a basic user no staff tokens', async () => {
    const basic = await login(server, 'user@example.com');
    const [stopped, me] = await withPollutedPrototype('original_user', staffId, async () => [
      await stop(basic.access),
      await current(basic.access),
    ]);
    expect(stopped.status).toBe(400);
    expect(stopped.body).toEqual({ detail: 'Not impersonating.' });
    expect(me.status).toBe(200);
    expect(me.body.original_user).toBeNull();
  });

  it('are not added by the token options when a new pair is issued on sign-in and refresh', async () => {
    const { signedIn, refreshed } = await withPollutedPrototype('original_user', staffId, async () => {
      const signedIn = await login(server, 'user@example.com');
      const refreshed = await call<TokenPair>(server, 'POST', '/auth/token/refresh/', {
        json: { refresh: signedIn.refresh },
      });
      return { signedIn, refreshed: refreshed.body };
    });
    for (const token of [signedIn.access, signedIn.refresh, refreshed.access, refreshed.refresh])
      expect(Object.hasOwn(jwtPayload(token), 'original_user')).toBe(false);
    const stopped = await stop(refreshed.access);
    expect(stopped.status).toBe(400);
  });
});
