import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de_ from '../../locales/de.json';
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

/** Ids beyond PostgreSQL's integer and dates outside the years 1–9999 must be refused before any SQL runs. */
describe('values outside the database range are a 400 on their field, in the caller language', () => {
  let installation: string;
  let group: string;
  beforeAll(async () => {
    const list = await call<{ results: Array<{ uuid: string; company: number }> }>(
      server,
      'GET',
      '/api/installations/?page_size=1',
      { token: staff },
    );
    const [first] = list.body.results;
    installation = first.uuid;
    const created = await call(server, 'POST', '/api/meter-groups/', {
      token: staff,
      json: { name: 'Range checks', company: first.company, installations: [installation] },
    });
    expect(created.status, created.text).toBe(201);
    group = created.body.uuid as string;
  });

  const de = { 'Accept-Language': 'de' };
  const get = (path: string) => call(server, 'GET', path, { token: staff, headers: de });
  const post = (path: string, json: unknown) => call(server, 'POST', path, { token: staff, json, headers: de });
  const INTEGER = 'Eine gültige Ganzzahl ist erforderlich.';
  const DATE = de_.server.invalidDateTime;
  const NO_COMPANY = 'Diese Firma gibt es nicht, oder Sie dürfen nicht für sie handeln.';

  it.each(['2147483648', '99999999999999999999'])('meters/?company=%s', async (company) => {
    const reply = await get(`/api/meters/?company=${company}`);
    expectClean(reply, company);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ company: [INTEGER] });
  });

  const reportRange = (after: string, before: string) =>
    `type=delta_volume&granularity=month&date_after=${after}&date_before=${before}`;
  it.each([
    ['year 0000', '0000-01-01', '2020-06-01', 'date_after'],
    ['year 0000 with a time', '0000-01-01T00:00:00Z', '0001-02-01', 'date_after'],
    ['year 0000 before', '2020-01-01', '0000-12-31', 'date_before'],
  ])('reports with %s', async (_label, after, before, field) => {
    for (const path of [`/api/installations/${installation}/reports/`, `/api/meter-groups/${group}/reports/`]) {
      const reply = await get(`${path}?${reportRange(after, before)}`);
      expectClean(reply, path);
      expect(reply.status, `${path}: ${reply.text}`).toBe(400);
      expect(reply.body).toEqual({ [field]: [DATE] });
    }
  });

  it.each([
    ['the end of year 9999', '9999-01-01', '9999-12-31'],
    ['the first year', '0001-01-01', '0001-06-01'],
  ])('reports up to %s answer without a server error', async (_label, after, before) => {
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      for (const path of [`/api/installations/${installation}/reports/`, `/api/meter-groups/${group}/reports/`]) {
        const reply = await get(`${path}?${reportRange(after, before)}&tz=${tz}`);
        expect(reply.status, `${path} ${tz}: ${reply.text}`).toBeLessThan(500);
        if (reply.status >= 400) expectClean(reply, path);
      }
    }
  });

  it('refuses a truncated multipart upload', async () => {
    const body = [
      '--cut',
      'Content-Disposition: form-data; name="file"; filename="positions.csv"',
      'Content-Type: text/csv',
      '',
      'serial_number,latitude,longitude',
      'ABC,1,',
    ].join('\r\n');
    const reply = await call(server, 'POST', '/api/update-geopositions/', {
      token: staff,
      raw: body,
      headers: { 'Content-Type': 'multipart/form-data; boundary=cut', ...de },
    });
    expectClean(reply, 'truncated multipart');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ file: ['Es wurde keine Datei übermittelt.'] });
  });

  it.each([
    ['a company that does not exist', 2_000_000_000, NO_COMPANY],
    ['an overflowing company', 2_147_483_648, NO_COMPANY],
    ['a negative company', -1, NO_COMPANY],
    // past 2^53 the number cannot be read exactly: the body validation refuses it as no integer
    ['a huge company', 1e20, INTEGER],
  ])('staff create with %s', async (_label, company, shown) => {
    const expected = { company: [shown] };
    const groupReply = await post('/api/meter-groups/', { name: 'Nowhere', company });
    expectClean(groupReply, 'meter-groups');
    expect(groupReply.status).toBe(400);
    expect(groupReply.body).toEqual(expected);
    const deviceReply = await post('/api/devices/', { serial_number: 'RANGE-1', company });
    expectClean(deviceReply, 'devices');
    expect(deviceReply.status).toBe(400);
    expect(deviceReply.body).toEqual(expected);
  });
});
