import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, jwtPayload, login, type CurrentUser, type TokenPair } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const BLACKLISTED = { detail: 'Token is blacklisted', code: 'token_not_valid' };
const INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

const refresh = (token: unknown, headers: Record<string, string> = {}) =>
  call<TokenPair>(server, 'POST', '/auth/token/refresh/', { json: { refresh: token }, headers });

describe('POST token/refresh/', () => {
  it('rotates: a new pair for the same user, and the old refresh token is blacklisted', async () => {
    const first = await login(server, 'user@example.com');
    const rotated = await refresh(first.refresh);
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body).sort()).toEqual(['access', 'refresh']);
    expect(rotated.body.refresh).not.toBe(first.refresh);
    expect(jwtPayload(rotated.body.access)).toMatchObject({
      token_type: 'access',
      user_id: jwtPayload(first.access).user_id,
    });
    expect(jwtPayload(rotated.body.refresh).token_type).toBe('refresh');

    const current = await call<CurrentUser>(server, 'GET', '/auth/current/', { token: rotated.body.access });
    expect(current.body.email).toBe('user@example.com');

    const reuse = await refresh(first.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(BLACKLISTED);
    expect(reuse.headers.get('www-authenticate')).toBe('Bearer realm="api"');

    // the rotated token itself still works once
    expect((await refresh(rotated.body.refresh)).status).toBe(200);
  });

  it('answers garbage and a token signed with another key as invalid or expired', async () => {
    const { refresh: good } = await login(server, 'user@example.com');
    const [header, payload] = good.split('.');
    const forged = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    for (const token of ['garbage', 'a.b.c', forged]) {
      const reply = await refresh(token);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(INVALID);
    }
  });

  it('refuses an access token as a refresh token', async () => {
    const { access } = await login(server, 'user@example.com');
    const reply = await refresh(access);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: 'Token has wrong type', code: 'token_not_valid' });
  });

  it('keeps token messages in English whatever the Accept-Language', async () => {
    const reply = await refresh('garbage', { 'Accept-Language': 'de' });
    expect(reply.body).toEqual(INVALID);
  });

  it('names a missing or blank refresh field', async () => {
    const missing = await call(server, 'POST', '/auth/token/refresh/', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ['This field is required.'] });
    const blank = await refresh('');
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ refresh: ['This field may not be blank.'] });
  });

  it('lets exactly one of several concurrent refreshes of one token win', async () => {
    const { refresh: token } = await login(server, 'admin@example.com');
    const replies = await Promise.all(Array.from({ length: 6 }, () => refresh(token)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401]);
    for (const reply of replies.filter((r) => r.status === 401)) expect(reply.body).toEqual(BLACKLISTED);
  });
});

describe('refresh lifetime', () => {
  let shortLived: TestServer;
  beforeAll(async () => {
    shortLived = await serverFor({ refreshLifetimeSeconds: 1 });
  });
  afterAll(() => shortLived?.close());

  it('refuses an expired refresh token as invalid or expired', async () => {
    const { refresh: token } = await login(shortLived, 'user@example.com');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const reply = await call(shortLived, 'POST', '/auth/token/refresh/', { json: { refresh: token } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(INVALID);
  });
});
