import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/auth/createSession.ts';
import type { ApiError } from '../../src/core/http/ApiError.ts';
import { createFakeAuthBackend } from './support/createFakeAuthBackend.ts';
import { clientFor } from './support/clientFor.ts';
import { startStubServer, type StubReply, type StubServer } from './support/startStubServer.ts';

let server: StubServer;
let backend: ReturnType<typeof createFakeAuthBackend>;
/** answers that replace the fake backend's for one path */
let overrides: Record<string, StubReply>;

beforeEach(async () => {
  backend = createFakeAuthBackend();
  overrides = {};
  server = await startStubServer((request) => overrides[request.path] ?? backend.handler(request));
});
afterEach(() => server.close());

describe('session rules the reference server cannot be made to break', () => {
  it('stops impersonating with the saved tokens when the server has no stop call', async () => {
    const { http } = clientFor(server.url);
    const session = createSession(http);
    await session.login({ email: 'staff@example.com', password: 'demo1234' });
    const staffTokens = http.tokenStore.getTokens();
    await session.impersonate('user@example.com');
    expect(http.tokenStore.getOriginalTokens()).toBe(staffTokens);
    overrides['/api/auth/impersonate/stop/'] = { status: 405, body: { detail: 'Method "POST" not allowed.' } };

    const back = await session.stopImpersonation();

    expect(back.email).toBe('staff@example.com');
    expect(http.tokenStore.getTokens()).toBe(staffTokens);
    expect(http.tokenStore.getOriginalTokens()).toBeNull();
  });

  it('refuses to stop when nothing was saved and the server refuses too', async () => {
    const { http } = clientFor(server.url);
    const session = createSession(http);
    await session.login({ email: 'user@example.com', password: 'demo1234' });
    const tokens = http.tokenStore.getTokens();

    const error = (await session.stopImpersonation().catch((e: unknown) => e)) as ApiError;

    expect([error.status, error.message]).toEqual([400, 'Not impersonating.']);
    expect(http.tokenStore.getTokens()).toBe(tokens);
  });

  it('keeps the previous session when the current user cannot be fetched after login', async () => {
    const { http } = clientFor(server.url);
    const session = createSession(http);
    await session.login({ email: 'staff@example.com', password: 'demo1234' });
    const before = [http.tokenStore.getTokens(), http.tokenStore.getCurrent()];
    overrides['/auth/current/'] = { status: 500, body: { detail: 'A server error occurred.' } };

    await expect(session.login({ email: 'user@example.com', password: 'demo1234' })).rejects.toMatchObject({
      status: 500,
    });

    expect([http.tokenStore.getTokens(), http.tokenStore.getCurrent()]).toEqual(before);
  });

  it('puts the staff tokens back when the impersonated user cannot be fetched', async () => {
    const { http } = clientFor(server.url);
    const session = createSession(http);
    await session.login({ email: 'staff@example.com', password: 'demo1234' });
    const staffTokens = http.tokenStore.getTokens();
    overrides['/auth/current/'] = { status: 500, body: { detail: 'A server error occurred.' } };

    await expect(session.impersonate('user@example.com')).rejects.toMatchObject({ status: 500 });

    expect(http.tokenStore.getTokens()).toBe(staffTokens);
    expect(http.tokenStore.getOriginalTokens()).toBeNull();
    expect(session.getCurrent()?.email).toBe('staff@example.com');
  });

  it('logs out locally when the server cannot blacklist the token', async () => {
    const { http } = clientFor(server.url);
    const session = createSession(http);
    await session.login({ email: 'user@example.com', password: 'demo1234' });
    overrides['/auth/token/blacklist/'] = { status: 500, body: { detail: 'A server error occurred.' } };

    await expect(session.logout()).resolves.toBeUndefined();

    expect(session.isAuthenticated()).toBe(false);
    expect(http.tokenStore.getTokens()).toBeNull();
  });

  it('logs out locally when the server is unreachable', async () => {
    const { http } = clientFor(server.url);
    const session = createSession(http);
    await session.login({ email: 'user@example.com', password: 'demo1234' });
    const running = server;
    server = { ...running, close: () => Promise.resolve() };
    await running.close();

    await expect(session.logout()).resolves.toBeUndefined();

    expect(session.isAuthenticated()).toBe(false);
    expect(http.tokenStore.getTokens()).toBeNull();
  });

  it('tells subscribers when the session changes', async () => {
    const { http } = clientFor(server.url);
    const session = createSession(http);
    const seen: boolean[] = [];
    session.subscribe(() => seen.push(session.isAuthenticated()));

    await session.login({ email: 'user@example.com', password: 'demo1234' });
    void session.logout();

    expect(seen.at(-1)).toBe(false);
    expect(seen).toContain(true);
  });
});
