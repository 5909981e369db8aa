import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, DEMO_PASSWORD, login, type Pair, userId, waitForMail } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const DENIED = { detail: 'You do not have permission to perform this action.' };

let server: TestServer;
let invitedId: string;
beforeAll(async () => {
  server = await serverFor();
  invitedId = await userId(server, 'new@example.com');
});
afterAll(() => server?.close());

const resend = (token: string, id: string) => call(server, 'POST', `/api/users/${id}/resend_activation/`, { token });

describe('resend_activation', () => {
  it('is refused to a basic user', async () => {
    const { access } = await login(server, 'user@example.com');
    const reply = await resend(access, invitedId);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(DENIED);
  });

  it('refuses an account that is already active', async () => {
    const { access } = await login(server, 'staff@example.com');
    const reply = await resend(access, await userId(server, 'admin@example.com'));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ detail: 'This account is already active.' });
  });

  it('mails an activation link whose new password activates the account', async () => {
    const before = await call(server, 'POST', '/auth/token/', {
      json: { email: 'new@example.com', password: 'fresh2start' },
    });
    expect(before.status).toBe(401);

    const { access } = await login(server, 'staff@example.com');
    const sent = await resend(access, invitedId);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ detail: 'Activation email has been sent' });

    const mail = await waitForMail(server, 'new@example.com', /\/activate\//);
    const link = new URL(mail.links[0]);
    expect(link.origin).toBe(server.url);
    const match = link.pathname.match(/^\/users\/([0-9a-f-]{36})\/activate\/([A-Za-z0-9_-]+)$/);
    expect(match?.[1]).toBe(invitedId);
    const path = `/api/users/${invitedId}/set_password/${match![2]}/`;

    expect((await call(server, 'GET', path)).body).toEqual({ detail: 'ok', purpose: 'activation' });
    const weak = await call(server, 'POST', path, { json: { password: 'password' } });
    expect(weak.body).toEqual({ password: ['Password value is too weak'] });

    const set = await call(server, 'POST', path, { json: { password: 'fresh2start' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ detail: 'Your password has been set.', purpose: 'activation' });

    const pair = await login(server, 'new@example.com', 'fresh2start');
    const current = await call(server, 'GET', '/auth/current/', { token: pair.access });
    expect(current.body.email).toBe('new@example.com');
    expect((await resend(access, invitedId)).body).toEqual({ detail: 'This account is already active.' });
  });
});

describe('change_password', () => {
  it('refuses a wrong old password with an old_password field error', async () => {
    const { access } = await login(server, 'admin@example.com');
    const reply = await call(server, 'POST', '/api/users/change_password/', {
      token: access,
      json: { old_password: 'not-the-password1', new_password: 'better2password' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ old_password: ['Your old password was entered incorrectly. Please enter it again.'] });
    expect((await login(server, 'admin@example.com')).access).toBeTruthy();
  });

  it('refuses a weak new password and needs both fields', async () => {
    const { access } = await login(server, 'admin@example.com');
    const weak = await call(server, 'POST', '/api/users/change_password/', {
      token: access,
      json: { old_password: DEMO_PASSWORD, new_password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ new_password: ['Password value is too weak'] });
    const empty = await call(server, 'POST', '/api/users/change_password/', { token: access, json: {} });
    expect(empty.body).toEqual({
      old_password: ['This field is required.'],
      new_password: ['This field is required.'],
    });
  });

  it('changes the password of the signed-in user', async () => {
    const { access } = await login(server, 'admin@example.com');
    const reply = await call(server, 'POST', '/api/users/change_password/', {
      token: access,
      json: { old_password: DEMO_PASSWORD, new_password: 'better2password' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ detail: 'Your password has been set.' });
    const old = await call(server, 'POST', '/auth/token/', {
      json: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    expect(old.status).toBe(401);
    expect((await login(server, 'admin@example.com', 'better2password')).access).toBeTruthy();
  });

  it('ends every other session of the user and keeps the one that changed it', async () => {
    const refresh = (token: string) => call<Pair>(server, 'POST', '/auth/token/refresh/', { json: { refresh: token } });
    const a = await login(server, 'user@example.com');
    const b = await login(server, 'user@example.com');
    // session A has rotated once, so its access token belongs to the newer refresh token
    const rotated = (await refresh(a.refresh)).body;
    const reply = await call(server, 'POST', '/api/users/change_password/', {
      token: rotated.access,
      json: { old_password: DEMO_PASSWORD, new_password: 'kept4session' },
    });
    expect(reply.status).toBe(200);

    const again = await refresh(rotated.refresh);
    expect(again.status).toBe(200);
    expect((await refresh(again.body.refresh)).status).toBe(200);
    const other = await refresh(b.refresh);
    expect(other.status).toBe(401);
    expect(other.body).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });
  });

  it('needs authentication', async () => {
    const reply = await call(server, 'POST', '/api/users/change_password/', {
      json: { old_password: DEMO_PASSWORD, new_password: 'better2password' },
    });
    expect(reply.status).toBe(401);
  });
});
