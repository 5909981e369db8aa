import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, DEMO_PASSWORD, login, readOutbox, userId, waitForMail } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const INVALID_LINK = { detail: 'Invalid token', code: 'invalid_token' };
const NEW_PASSWORD = 'river2flow';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

const resetRequest = (email: string, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/users/reset_request/', { json: { email }, headers });

/** The API path of a mailed /users/{id}/reset|activate/{token} link. */
const setPasswordPath = (link: string) => {
  const [, id, , token] = new URL(link).pathname.match(/^\/users\/([^/]+)\/(reset|activate)\/([^/]+)$/)!;
  return `/api/users/${id}/set_password/${token}/`;
};

describe('reset_request', () => {
  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const known = await resetRequest('admin@example.com');
    const unknown = await resetRequest('nobody@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ detail: 'Your request has been submitted, please check your inbox' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);

    const id = await userId(server, 'admin@example.com');
    const mail = await waitForMail(server, 'admin@example.com', /\/reset\//);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(new RegExp(`^${server.url}/users/${id}/reset/[A-Za-z0-9_-]{20,}$`));
    expect((await readOutbox(server)).some((m) => m.to === 'nobody@example.com')).toBe(false);
  });

  it('answers in the language asked for', async () => {
    const reply = await resetRequest('nobody@example.com', { 'Accept-Language': 'de' });
    expect(reply.body).toEqual({ detail: 'Ihre Anfrage wurde übermittelt, bitte prüfen Sie Ihren Posteingang' });
  });

  it('requires an e-mail', async () => {
    const reply = await call(server, 'POST', '/api/users/reset_request/', { json: {} });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ email: ['This field is required.'] });
  });
});

describe('setting a password from a reset link', () => {
  it('checks the link, refuses a weak password, then sets a strong one exactly once', async () => {
    const before = await login(server, 'user@example.com');
    await resetRequest('user@example.com');
    const mail = await waitForMail(server, 'user@example.com', /\/reset\//);
    const path = setPasswordPath(mail.links[0]);

    const check = await call(server, 'GET', path);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ detail: 'ok', purpose: 'reset' });

    for (const weak of ['short1', 'lettersonly', '1234567890']) {
      const reply = await call(server, 'POST', path, { json: { password: weak } });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ password: ['Password value is too weak'] });
    }
    // a weak attempt does not use the link up
    expect((await call(server, 'GET', path)).status).toBe(200);

    const set = await call(server, 'POST', path, { json: { password: NEW_PASSWORD } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ detail: 'Your password has been set.', purpose: 'reset' });

    const oldLogin = await call(server, 'POST', '/auth/token/', {
      json: { email: 'user@example.com', password: DEMO_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    expect((await login(server, 'user@example.com', NEW_PASSWORD)).access).toBeTruthy();

    const oldRefresh = await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: before.refresh } });
    expect(oldRefresh.status).toBe(401);
    expect(oldRefresh.body).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });

    const again = await call(server, 'POST', path, { json: { password: 'another9one' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
    expect((await call(server, 'GET', path)).body).toEqual(INVALID_LINK);
  });

  it('refuses links with a wrong token, another user id or a malformed id', async () => {
    await resetRequest('staff@example.com');
    const mail = await waitForMail(server, 'staff@example.com', /\/reset\//);
    const path = setPasswordPath(mail.links[0]);
    const token = path.split('/')[5];
    const otherId = await userId(server, 'admin@example.com');
    for (const bad of [
      path.replace(token, `${token.slice(0, -2)}xx`),
      `/api/users/${otherId}/set_password/${token}/`,
      `/api/users/not-a-uuid/set_password/${token}/`,
    ]) {
      const check = await call(server, 'GET', bad);
      expect(check.status).toBe(400);
      expect(check.body).toEqual(INVALID_LINK);
      const post = await call(server, 'POST', bad, { json: { password: NEW_PASSWORD } });
      expect(post.body).toEqual(INVALID_LINK);
    }
    // the genuine link is still good
    expect((await call(server, 'GET', path)).status).toBe(200);
  });
});
