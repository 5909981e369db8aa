import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, type CallOptions, login, userId, type Reply } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const SERVER_ERROR = { detail: 'A server error occurred.' };
/** What a leaked stack or internal error would look like. */
const LEAK = /\bat .+:\d+:\d+|node_modules|\.ts:\d+|Error:|\bstack\b|drizzle|postgres|pglite|SELECT |syntax error/i;

let server: TestServer;
let staff: string;
let ownId: string;
beforeAll(async () => {
  server = await serverFor();
  staff = (await login(server, 'staff@example.com')).access;
  ownId = await userId(server, 'staff@example.com');
});
afterAll(() => server?.close());

function expectClean(reply: Reply, label: string) {
  expect(reply.status, `${label}: ${reply.text}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, `${label}: ${reply.text}`).toBeLessThan(500);
  expect(reply.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(reply.text, label).not.toMatch(LEAK);
}

const cases: Array<[string, string, string, CallOptions, number]> = [
  ['array body', 'POST', '/auth/token/', { json: [1, 2, 3] }, 400],
  ['nested objects', 'POST', '/auth/token/', { json: { email: { $ne: '' }, password: ['x'] } }, 400],
  ['huge number', 'POST', '/auth/token/', { raw: '{"email":1e999,"password":123456789012345678901234567890}' }, 400],
  ['deep nesting', 'POST', '/auth/token/', { raw: `${'['.repeat(5000)}${']'.repeat(5000)}` }, 400],
  ['deep nesting in a field', 'POST', '/auth/token/', { raw: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}` }, 400],
  ['NUL in a field', 'POST', '/auth/token/', { json: { email: 'a\u0000b@example.com', password: 'x' } }, 400],
  ['lone surrogate', 'POST', '/auth/token/', { raw: '{"email":"\\ud800@example.com","password":"\\udfff"}' }, 401],
  ['right-to-left text', 'POST', '/auth/token/', { json: { email: '‮moc.elpmaxe@nimda', password: 'שלום' } }, 401],
  ['NUL in reset', 'POST', '/api/users/reset_request/', { json: { email: '\u0000' } }, 400],
  ['refresh as number', 'POST', '/auth/token/refresh/', { json: { refresh: 42 } }, 400],
  ['refresh with NUL', 'POST', '/auth/token/refresh/', { json: { refresh: 'a\u0000' } }, 400],
  ['NUL in search', 'GET', '/api/companies/?search=%00', {}, 400],
  ['NUL in users search', 'GET', '/api/users/?search=x%00y', {}, 400],
  ['huge distributor filter', 'GET', '/api/companies/?distributor=99999999999999999999999', {}, 400],
  ['unknown choice', 'GET', '/api/companies/?is_active=maybe', {}, 400],
  ['repeated bad query key', 'GET', '/api/companies/?is_active=true&is_active=maybe', {}, 400],
  ['huge company id', 'GET', '/api/companies/99999999999999999999/', {}, 404],
  ['negative company id', 'GET', '/api/companies/-1/', {}, 404],
  ['emoji user id', 'GET', '/api/users/%F0%9F%92%A7/', {}, 404],
  ['NUL in company switch', 'GET', '/api/auth/current/?company=%00', {}, 400],
  ['impersonate a list', 'POST', '/api/auth/impersonate/', { json: { user: ['x'] } }, 400],
  ['NUL in a new name', 'PATCH', '/api/users/{own}/', { json: { name: 'x\u0000y' } }, 400],
  ['unknown language', 'PATCH', '/api/users/{own}/', { json: { language: 'xx' } }, 400],
];

/** Failures the router reports before any route or error handler runs (Fastify's `frameworkErrors`). */
const routerCases: Array<[string, string]> = [
  ['very long path segment', `/api/users/{own}/set_password/${'a'.repeat(4000)}/`],
  ['broken percent-encoding', '/api/users/%E0%A4%A/'],
];

describe('bad input never produces a 500 or a stack trace', () => {
  it.each(cases)('%s', async (label, method, path, options, status) => {
    const headers = { 'Content-Type': 'application/json', ...options.headers };
    const reply = await call(server, method, path.replace('{own}', ownId), { token: staff, ...options, headers });
    expectClean(reply, label);
    expect(reply.status, `${label}: ${reply.text}`).toBe(status);
  });

  it.each(routerCases)('%s (router level)', async (label, path) => {
    const reply = await call(server, 'GET', path.replace('{own}', ownId), { token: staff });
    expectClean(reply, label);
    expect(Object.keys(reply.body)).toEqual(['detail']);
  });

  it('refuses NUL characters per field, in the caller language', async () => {
    const reply = await call(server, 'POST', '/auth/token/', {
      json: { email: 'a\u0000b', password: 'ok' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(reply.body).toEqual({ email: ['Nullzeichen sind nicht erlaubt.'] });
    const search = await call(server, 'GET', '/api/companies/?search=%00', { token: staff });
    expect(search.body).toEqual({ search: ['Null characters are not allowed.'] });
  });

  it('still serves normal unicode', async () => {
    const renamed = await call(server, 'PATCH', `/api/users/${ownId}/`, {
      token: staff,
      json: { name: 'Σάμ 🚰 Städtler' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Σάμ 🚰 Städtler');
    const search = await call(server, 'GET', '/api/companies/?search=%F0%9F%92%A7', { token: staff });
    expect(search.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('a real server error', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await serverFor();
  });
  afterAll(async () => {
    await broken?.close().catch(() => undefined);
  });

  it('answers with the generic DRF body once the database is gone', async () => {
    const { access } = await login(broken, 'staff@example.com');
    await broken.built.database.close();
    const reply = await call(broken, 'GET', '/api/companies/', { token: access });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual(SERVER_ERROR);
    const health = await call(broken, 'GET', '/api/health/');
    expect(health.status).toBe(503);
    expect(health.text).not.toMatch(LEAK);
  });
});
