import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, callEndpointAll } from '../../src/core/api/callEndpoint.ts';
import { authEndpoints } from '../../src/core/contract/authEndpoints.ts';
import { companyEndpoints } from '../../src/core/contract/companyEndpoints.ts';
import { userEndpoints } from '../../src/core/contract/userEndpoints.ts';
import { createSession } from '../../src/core/auth/createSession.ts';
import { ApiError } from '../../src/core/http/ApiError.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { DEMO_PASSWORD, realClient } from './support/realClient.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ staticDir: false });
});
afterAll(() => server?.close());

async function loggedIn(email: string) {
  const client = realClient(server);
  const session = createSession(client.http);
  await session.login({ email, password: DEMO_PASSWORD });
  return { ...client, session };
}

async function userId(email: string): Promise<string> {
  const { http } = await loggedIn('staff@example.com');
  const page = await callEndpoint(http, userEndpoints.list, { query: { search: email } });
  const found = page.results.find((user) => user.email === email);
  if (!found) throw new Error(`no demo user ${email}`);
  return found.id;
}

/** Links of the mails the server wrote to its outbox for `email`, newest last. */
async function mailedLinks(email: string): Promise<string[]> {
  const names = (await readdir(server.outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(
    names.map(
      async (name) =>
        JSON.parse(await readFile(path.join(server.outboxDir, name), 'utf8')) as { to: string; links: string[] },
    ),
  );
  return mails.filter((mail) => mail.to === email).flatMap((mail) => mail.links);
}

async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting');
}

describe('session against the reference server', () => {
  it('logs in: stores the token pair and the current user', async () => {
    const { http, session, sent } = await loggedIn('admin@example.com');

    expect(session.isAuthenticated()).toBe(true);
    expect(session.getCurrent()?.email).toBe('admin@example.com');
    expect(http.tokenStore.getTokens()?.access).toMatch(/^ey/);
    expect(sent).toEqual([`POST ${server.authBase}token/`, `GET ${server.authBase}current/`]);
  });

  it('rejects a wrong password with the detail and leaves the store alone', async () => {
    const { http, notices, logouts } = realClient(server);
    const session = createSession(http);

    const error = (await session
      .login({ email: 'user@example.com', password: 'wrong' })
      .catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message]).toEqual([401, 'No active account found with the given credentials']);
    expect(session.isAuthenticated()).toBe(false);
    expect(http.tokenStore.getTokens()).toBeNull();
    expect([notices, logouts]).toEqual([[], []]);
  });

  it('switches the company profile with GET auth/current/?company=', async () => {
    const { session, sent } = await loggedIn('admin@example.com');
    const other = session
      .getCurrent()
      ?.companies.find((company) => company.id !== session.getCurrent()?.profile?.company_id);
    expect(other).toBeDefined();

    const switched = await session.switchCompany(other!.id);

    expect(switched.profile?.company_id).toBe(other!.id);
    expect(session.getCurrent()).toBe(switched);
    expect(sent.at(-1)).toBe(`GET ${server.apiBase}auth/current/?company=${other!.id}`);
  });

  it('impersonates a user and stops again, saving and restoring the staff tokens', async () => {
    const target = await userId('user@example.com');
    const { http, session } = await loggedIn('staff@example.com');
    const staffTokens = http.tokenStore.getTokens();

    const impersonated = await session.impersonate(target);

    expect(impersonated.email).toBe('user@example.com');
    expect(impersonated.original_user?.email).toBe('staff@example.com');
    expect(http.tokenStore.getOriginalTokens()).toBe(staffTokens);
    expect(http.tokenStore.getTokens()?.access).not.toBe(staffTokens?.access);
    await expect(callEndpoint(http, companyEndpoints.list)).resolves.toMatchObject({
      count: expect.any(Number) as number,
    });

    const back = await session.stopImpersonation();

    expect(back.email).toBe('staff@example.com');
    expect(back.original_user).toBeNull();
    expect(http.tokenStore.getOriginalTokens()).toBeNull();
    // the server answers stop with a fresh pair for the staff member
    expect(http.tokenStore.getTokens()?.access).not.toBe(staffTokens?.access);
  });

  it('cannot stop an impersonation whose session has ended: everything is cleared', async () => {
    const target = await userId('user@example.com');
    const { http, session, logouts } = await loggedIn('staff@example.com');
    await session.impersonate(target);
    // the impersonation pair went bad (a refresh token that no longer verifies)
    http.tokenStore.setTokens({ access: 'garbage', refresh: 'garbage' });

    const error = (await session.stopImpersonation().catch((e: unknown) => e)) as ApiError;

    expect([error.status, error.message]).toEqual([401, 'Token is invalid or expired']);
    expect(logouts).toEqual(['refresh_failed']);
    expect([http.tokenStore.getTokens(), http.tokenStore.getOriginalTokens(), session.getCurrent()]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('logs out on request, clearing everything and telling onLoggedOut("user") without a notice', async () => {
    const { http, session, logouts, notices } = await loggedIn('user@example.com');
    void session.logout();
    expect(session.isAuthenticated()).toBe(false);
    expect([http.tokenStore.getTokens(), http.tokenStore.getCurrent(), http.tokenStore.getOriginalTokens()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(logouts).toEqual(['user']);
    expect(notices).toEqual([]);
  });

  it('blacklists the refresh token on logout, so refreshing with it afterwards fails', async () => {
    const { http, session, sent } = await loggedIn('user@example.com');
    const { refresh } = http.tokenStore.getTokens()!;
    await session.logout();

    expect(sent.at(-1)).toBe(`POST ${server.authBase}token/blacklist/`);
    await expect(callEndpoint(http, authEndpoints.refresh, { body: { refresh } })).rejects.toMatchObject({
      status: 401,
    });
  });

  it("ends the staff member's own session too when logging out while impersonating", async () => {
    const target = await userId('user@example.com');
    const { http, session } = await loggedIn('staff@example.com');
    const staff = http.tokenStore.getTokens()!;
    await session.impersonate(target);
    const impersonation = http.tokenStore.getTokens()!;
    await session.logout();

    for (const { refresh } of [staff, impersonation]) {
      await expect(callEndpoint(http, authEndpoints.refresh, { body: { refresh } })).rejects.toMatchObject({
        status: 401,
      });
    }
  });
});

describe('declared endpoints against the reference server', () => {
  it('lists companies paginated and as a plain array, and gets one', async () => {
    const { http, sent } = await loggedIn('staff@example.com');
    const page = await callEndpoint(http, companyEndpoints.list, { query: { limit: 2, offset: 0, ordering: 'name' } });
    const all = await callEndpointAll(http, companyEndpoints.list);

    expect(page.results).toHaveLength(2);
    expect(page.count).toBe(all.length);
    expect(Array.isArray(all)).toBe(true);
    expect(sent).toContain(`GET ${server.apiBase}companies/?limit=2&offset=0&ordering=name`);
    expect(sent).toContain(`GET ${server.apiBase}companies/?no_page=true`);
    const one = await callEndpoint(http, companyEndpoints.get, { params: { id: all[0].id } });
    expect(one).toMatchObject({ id: all[0].id, name: all[0].name });
  });

  it('lists users and gets one; a missing one is a 404 with the not_found notice', async () => {
    const { http, notices } = await loggedIn('staff@example.com');
    const page = await callEndpoint(http, userEndpoints.list, { query: { search: 'admin@example.com' } });
    expect(page.results.map((user) => user.email)).toEqual(['admin@example.com']);
    await expect(callEndpoint(http, userEndpoints.get, { params: { id: page.results[0].id } })).resolves.toMatchObject({
      email: 'admin@example.com',
    });

    const missing = { params: { id: '00000000-0000-4000-8000-000000000000' } };
    const error = (await callEndpoint(http, userEndpoints.get, missing).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(notices).toEqual(['not_found']);
  });

  it('sends Accept-Language: field errors come back in the chosen language', async () => {
    const { http } = realClient(server, { locale: () => 'de' });
    const error = (await callEndpoint(http, authEndpoints.token, { body: {} as never }).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(error.status).toBe(400);
    expect(error.fieldErrors.password).toEqual(['Dieses Feld ist zwingend erforderlich.']);
  });

  it('activates an invited account through resend_activation and set_password, then logs in with it', async () => {
    const invited = await userId('new@example.com');
    const { http } = await loggedIn('staff@example.com');

    await expect(callEndpoint(http, userEndpoints.resendActivation, { params: { id: invited } })).resolves.toEqual({
      detail: 'Activation email has been sent',
    });
    const link = await waitFor(async () => (await mailedLinks('new@example.com')).at(-1));
    const token = link.split('/').filter(Boolean).at(-1)!;

    const anonymous = realClient(server).http;
    const linkInput = { params: { id: invited, token } };
    await expect(callEndpoint(anonymous, userEndpoints.checkPasswordLink, linkInput)).resolves.toMatchObject({
      detail: 'ok',
    });
    const set = { ...linkInput, body: { password: 'fresh-pass-1' } };
    await callEndpoint(anonymous, userEndpoints.setPassword, set);
    const again = (await callEndpoint(anonymous, userEndpoints.setPassword, set).catch((e: unknown) => e)) as ApiError;
    expect([again.status, again.code]).toEqual([400, 'invalid_token']);

    const session = createSession(realClient(server).http);
    await expect(session.login({ email: 'new@example.com', password: 'fresh-pass-1' })).resolves.toMatchObject({
      email: 'new@example.com',
    });
  });

  it('requests a password reset and changes the password of the signed-in user', async () => {
    const anonymous = realClient(server).http;
    await expect(
      callEndpoint(anonymous, userEndpoints.resetRequest, { body: { email: 'admin@example.com' } }),
    ).resolves.toEqual({
      detail: 'Your request has been submitted, please check your inbox',
    });
    await waitFor(async () => (await mailedLinks('admin@example.com')).at(-1));

    const { http } = await loggedIn('user@example.com');
    const change = (old_password: string, new_password: string) =>
      callEndpoint(http, userEndpoints.changePassword, { body: { old_password, new_password } });
    const wrong = (await change('nope', 'other-pass-2').catch((e: unknown) => e)) as ApiError;
    expect(Object.keys(wrong.fieldErrors)).toEqual(['old_password']);
    await change(DEMO_PASSWORD, 'other-pass-2');
    await expect(
      callEndpoint(anonymous, authEndpoints.token, { body: { email: 'user@example.com', password: 'other-pass-2' } }),
    ).resolves.toHaveProperty('access');
    await change('other-pass-2', DEMO_PASSWORD);
  });
});
