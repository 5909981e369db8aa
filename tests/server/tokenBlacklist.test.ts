import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, login, type TokenPair } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

const blacklist = (token: unknown) => call(server, 'POST', '/auth/token/blacklist/', { json: { refresh: token } });
const refresh = (token: string) =>
  call<TokenPair>(server, 'POST', '/auth/token/refresh/', { json: { refresh: token } });

describe('POST token/blacklist/', () => {
  it('logs a session out: 200 {}, and its refresh token is refused afterwards', async () => {
    const pair = await login(server, 'user@example.com');
    const reply = await blacklist(pair.refresh);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({});

    const after = await refresh(pair.refresh);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'token_not_valid' });
  });

  it('leaves the other sessions of the user alone', async () => {
    const one = await login(server, 'user@example.com');
    const other = await login(server, 'user@example.com');
    expect((await blacklist(one.refresh)).status).toBe(200);
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('answers an already blacklisted and a garbage token as invalid or expired', async () => {
    const pair = await login(server, 'user@example.com');
    expect((await blacklist(pair.refresh)).status).toBe(200);
    for (const token of [pair.refresh, 'garbage']) {
      const reply = await blacklist(token);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(INVALID);
      expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
  });

  it('refuses an access token as token/refresh/ does', async () => {
    const { access } = await login(server, 'user@example.com');
    const reply = await blacklist(access);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: 'Token has wrong type', code: 'token_not_valid' });
  });

  it('names a missing refresh field', async () => {
    const missing = await call(server, 'POST', '/auth/token/blacklist/', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ['This field is required.'] });
  });
});
