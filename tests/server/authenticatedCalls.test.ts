import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import type { TestServer } from '../support/startTestServer.ts';
import { addUser, call, companyIds, login, type TokenPair } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

const current = (headers: Record<string, string>) => call(server, 'GET', '/auth/current/', { headers });

describe('credentials on an authenticated call', () => {
  it('asks for credentials when there is no Authorization header', async () => {
    for (const path of ['/auth/current/', '/api/companies/', '/api/users/']) {
      const reply = await call(server, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
  });

  it('answers a bad bearer token with the simplejwt body', async () => {
    const reply = await current({ Authorization: 'Bearer not.a.token' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(NOT_VALID);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });

  it('refuses a refresh token used as access token', async () => {
    const { refresh } = await login(server, 'user@example.com');
    const reply = await current({ Authorization: `Bearer ${refresh}` });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(NOT_VALID);
  });

  it('keeps the token message in English under Accept-Language: de', async () => {
    const reply = await current({ Authorization: 'Bearer nope', 'Accept-Language': 'de' });
    expect(reply.body).toEqual(NOT_VALID);
  });

  it('accepts a good token', async () => {
    const { access } = await login(server, 'user@example.com');
    const reply = await current({ Authorization: `Bearer ${access}` });
    expect(reply.status).toBe(200);
    expect(reply.body.email).toBe('user@example.com');
  });
});

describe('users who changed after the token was issued', () => {
  it('answers user_not_found once the user is deleted', async () => {
    const { 'Riverside Water Works': riverside } = await companyIds(server);
    const id = await addUser(server, {
      email: 'gone@example.com',
      companyId: riverside,
      permissions: ['view_company'],
    });
    const { access } = await login(server, 'gone@example.com');
    expect((await call(server, 'GET', '/api/companies/', { token: access })).status).toBe(200);

    await server.built.ctx.db.delete(users).where(eq(users.id, id));
    const reply = await call(server, 'GET', '/api/companies/', { token: access });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: 'User not found', code: 'user_not_found' });
  });

  it('answers user_inactive once the user is deactivated, also on refresh', async () => {
    const { 'Riverside Water Works': riverside } = await companyIds(server);
    const id = await addUser(server, { email: 'leaver@example.com', companyId: riverside });
    const { access, refresh } = await login(server, 'leaver@example.com');

    await server.built.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    const reply = await call(server, 'GET', '/auth/current/', { token: access });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: 'User is inactive', code: 'user_inactive' });

    const refreshed = await call(server, 'POST', '/auth/token/refresh/', { json: { refresh } });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toEqual({ detail: 'User is inactive', code: 'user_inactive' });
  });
});

describe('access token lifetime', () => {
  let shortLived: TestServer;
  beforeAll(async () => {
    shortLived = await serverFor({ accessLifetimeSeconds: 1 });
  });
  afterAll(() => shortLived?.close());

  it('refuses an expired access token, and a refreshed one works again', async () => {
    const pair = await login(shortLived, 'user@example.com');
    expect((await call(shortLived, 'GET', '/auth/current/', { token: pair.access })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));

    const expired = await call(shortLived, 'GET', '/auth/current/', { token: pair.access });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(NOT_VALID);

    const refreshed = await call<TokenPair>(shortLived, 'POST', '/auth/token/refresh/', {
      json: { refresh: pair.refresh },
    });
    expect(refreshed.status).toBe(200);
    expect((await call(shortLived, 'GET', '/auth/current/', { token: refreshed.body.access })).status).toBe(200);
  });
});
