import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedKeyCreated, EmbedToken } from '../../../src/core/contract/embedKeys.ts';
import { embedKeys } from '../../../server/db/embedKeySchema.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

const PARTNER = 'https://water.partner.example';
const OTHER = 'https://elsewhere.example';

let server: TestServer;
let admin: string;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await serverFor();
  admin = (await login(server, 'admin@example.com')).access;
  ids = await companyIds(server);
});
afterAll(() => server?.close());

async function createKey(json: Json, token = admin) {
  return call<EmbedKeyCreated>(server, 'POST', '/api/embed-keys/', { token, json });
}

const exchange = (key: string, origin?: string) =>
  call<EmbedToken>(server, 'POST', '/auth/embed/token/', {
    json: { key },
    headers: origin ? { Origin: origin } : {},
  });

async function partnerToken(elements: string[], company = ids['Riverside Water Works']) {
  const created = await createKey({ name: `Partner ${elements.join('+')}`, origins: [PARTNER], elements, company });
  expect(created.status).toBe(201);
  const exchanged = await exchange(created.body.key, PARTNER);
  expect(exchanged.status).toBe(200);
  return { key: created.body, access: exchanged.body.access };
}

describe('embed key lifecycle', () => {
  it('shows the key once, stores only its hash, and lists it without the secret', async () => {
    const created = await createKey({
      name: 'Town website',
      origins: ['https://Town.Example'],
      elements: ['map'],
      company: ids['Riverside Water Works'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Town website',
      origins: ['https://town.example'],
      elements: ['map'],
      any_origin: false,
      revoked_at: null,
      company: ids['Riverside Water Works'],
    });
    expect(created.body.key).toMatch(/^mpk_[A-Za-z0-9_-]{43}$/);
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);

    const list = await call<Json[]>(server, 'GET', '/api/embed-keys/?no_page=true', { token: admin });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.body.key);
    expect(list.body.map((k) => k.id)).toContain(created.body.id);

    // nothing in the database holds the secret
    const [row] = await server.built.ctx.db.select().from(embedKeys).where(eq(embedKeys.id, created.body.id));
    expect(JSON.stringify(row)).not.toContain(created.body.key.slice(4));
    const dump = await server.built.ctx.db.execute(sql`SELECT row_to_json(k)::text AS t FROM embed_keys k`);
    expect(JSON.stringify(dump)).not.toContain(created.body.key.slice(4));
  });

  it('needs origins or a confirmed any-origin, valid elements, and a visible company', async () => {
    const none = await createKey({ name: 'x', origins: [], elements: ['map'] });
    expect(none.status).toBe(400);
    expect(none.body).toHaveProperty('origins');
    const badOrigin = await createKey({ name: 'x', origins: ['https://a.example/path'], elements: ['map'] });
    expect(badOrigin.status).toBe(400);
    expect(badOrigin.body).toHaveProperty('origins');
    const badElement = await createKey({ name: 'x', origins: [PARTNER], elements: ['dashboard'] });
    expect(badElement.status).toBe(400);
    const foreign = await createKey({ name: 'x', origins: [PARTNER], elements: ['map'], company: 999_999 });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toHaveProperty('company');
  });

  it('is managed only with change_company', async () => {
    const { access } = await login(server, 'user@example.com');
    expect((await createKey({ name: 'x', origins: [PARTNER], elements: ['map'] }, access)).status).toBe(403);
    expect((await call(server, 'GET', '/api/embed-keys/', { token: access })).status).toBe(403);
  });

  it('stops exchanging and stops its tokens when revoked or expired', async () => {
    const { key, access } = await partnerToken(['map']);
    const map = () =>
      call(server, 'GET', '/api/measuring_points/map/', { token: access, headers: { Origin: PARTNER } });
    expect((await map()).status).toBe(200);

    const revoked = await call<Json>(server, 'POST', `/api/embed-keys/${key.id}/revoke/`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await exchange(key.key, PARTNER)).status).toBe(401);
    expect((await map()).status).toBe(401);
    const change = await call(server, 'PATCH', `/api/embed-keys/${key.id}/`, { token: admin, json: { name: 'y' } });
    expect(change.status).toBe(400);

    const other = await partnerToken(['map']);
    const expired = await call(server, 'PATCH', `/api/embed-keys/${other.key.id}/`, {
      token: admin,
      json: { expires_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(expired.status).toBe(200);
    expect((await exchange(other.key.key, PARTNER)).status).toBe(401);
    expect(
      (await call(server, 'GET', '/api/measuring_points/map/', { token: other.access, headers: { Origin: PARTNER } }))
        .status,
    ).toBe(401);
  });
});

describe('the exchange', () => {
  it('gives a short-lived token only to a listed origin', async () => {
    const created = await createKey({ name: 'Origins', origins: [PARTNER], elements: ['chart'] });
    const ok = await exchange(created.body.key, PARTNER);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ expires_in: 300, elements: ['chart'] });
    const refused = await exchange(created.body.key, OTHER);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'origin_not_allowed' });
    expect((await exchange(created.body.key)).status).toBe(403);
    const unknown = await exchange('mpk_not-a-key', PARTNER);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'embed_key_invalid' });
    const [row] = await server.built.ctx.db.select().from(embedKeys).where(eq(embedKeys.id, created.body.id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('takes any origin only when the admin said so', async () => {
    const created = await createKey({ name: 'Public', origins: [], any_origin: true, elements: ['map'] });
    expect(created.status).toBe(201);
    expect((await exchange(created.body.key, OTHER)).status).toBe(200);
    // while it lives every origin passes the preflight; the CORS tests below need it gone
    await call(server, 'POST', `/api/embed-keys/${created.body.id}/revoke/`, { token: admin });
  });

  it('is throttled per key', async () => {
    const created = await createKey({ name: 'Busy', origins: [PARTNER], elements: ['map'] });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await exchange(created.body.key, PARTNER)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // another key is not held back by this one
    const other = await createKey({ name: 'Calm', origins: [PARTNER], elements: ['map'] });
    expect((await exchange(other.body.key, PARTNER)).status).toBe(200);
  });
});

describe('an embed token', () => {
  it('reads only what its elements need, and writes nothing', async () => {
    const { access } = await partnerToken(['map']);
    const as = (method: string, path: string, json?: unknown) =>
      call(server, method, path, { token: access, headers: { Origin: PARTNER }, json });
    expect((await as('GET', '/api/measuring_points/map/')).status).toBe(200);
    for (const path of ['/api/installations/', '/api/users/', '/api/companies/', '/api/meters/', '/auth/current/'])
      expect((await as('GET', path)).status, path).toBe(403);
    expect((await as('POST', '/api/measuring_points/', { name: 'x' })).status).toBe(403);
    expect((await as('POST', '/api/embed-keys/', { name: 'x', origins: [PARTNER], elements: ['map'] })).status).toBe(
      403,
    );
  });

  it('sees its company only', async () => {
    const { access } = await partnerToken(['chart', 'map']);
    const [foreign] = await server.built.ctx.db
      .select({ uuid: installations.uuid })
      .from(installations)
      .where(eq(installations.companyId, ids['Hillcrest Utilities']))
      .limit(1);
    const [own] = await server.built.ctx.db
      .select({ uuid: installations.uuid })
      .from(installations)
      .where(eq(installations.companyId, ids['Riverside Water Works']))
      .limit(1);
    const get = (uuid: string) =>
      call(server, 'GET', `/api/installations/${uuid}/`, { token: access, headers: { Origin: PARTNER } });
    expect((await get(own.uuid)).status).toBe(200);
    expect((await get(foreign.uuid)).status).toBe(404);
    const meters = await call<Array<{ company?: number }>>(server, 'GET', '/api/meters/?no_page=true', {
      token: access,
      headers: { Origin: PARTNER },
    });
    expect(meters.status).toBe(200);
    expect(meters.body.length).toBeGreaterThan(0);
    const map = await call<Json>(server, 'GET', '/api/measuring_points/map/', {
      token: access,
      headers: { Origin: PARTNER },
    });
    expect(map.text).not.toContain('Hillcrest');
  });

  it('is refused from another origin and is no user access token', async () => {
    const { access } = await partnerToken(['map']);
    const elsewhere = await call(server, 'GET', '/api/measuring_points/map/', {
      token: access,
      headers: { Origin: OTHER },
    });
    expect(elsewhere.status).toBe(401);
    // not a refresh token either
    expect((await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: access } })).status).toBe(401);
  });
});

describe('a tour-table key', () => {
  type TourRow = { uuid: string; name: string; company: number };
  const as = (access: string, method: string, path: string, json?: unknown) =>
    call<Json>(server, method, path, { token: access, headers: { Origin: PARTNER }, json });
  const tours = async (access: string) => {
    const reply = await call<{ results: TourRow[] }>(server, 'GET', '/api/tours/?limit=100', {
      token: access,
      headers: { Origin: PARTNER },
    });
    expect(reply.status).toBe(200);
    return reply.body.results;
  };

  it("reads the tours of its company and their items, no other company's", async () => {
    const riverside = await partnerToken(['tour-table']);
    const aqua = await partnerToken(['tour-table'], ids['Aqua Distribution']);
    const own = await tours(riverside.access);
    const theirs = await tours(aqua.access);
    expect(own.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(own.every((tour) => tour.company === ids['Riverside Water Works'])).toBe(true);
    expect(theirs.every((tour) => tour.company === ids['Aqua Distribution'])).toBe(true);
    expect(JSON.stringify(own)).not.toContain('Vienna');

    expect((await as(riverside.access, 'GET', `/api/tours/${own[0].uuid}/items/`)).status).toBe(200);
    expect((await as(riverside.access, 'GET', `/api/tours/${theirs[0].uuid}/items/`)).status).toBe(404);
    expect((await as(aqua.access, 'GET', `/api/tours/${own[0].uuid}/items/`)).status).toBe(404);
  });

  it('writes nothing and reaches neither the map nor the rest of the tours API', async () => {
    const { access } = await partnerToken(['tour-table']);
    const [tour] = await tours(access);
    const refused: Array<[string, string, unknown?]> = [
      ['PATCH', `/api/tours/${tour.uuid}/`, { name: 'Renamed by a partner page' }],
      ['POST', `/api/tours/${tour.uuid}/discard/`],
      ['POST', `/api/tours/${tour.uuid}/simulate/`],
      ['DELETE', `/api/tours/${tour.uuid}/`],
      ['GET', `/api/tours/${tour.uuid}/export/`],
      ['GET', '/api/converters/'],
      ['GET', '/api/measuring_points/map/'],
      ['GET', '/api/installations/'],
    ];
    for (const [method, path, json] of refused)
      expect((await as(access, method, path, json)).status, `${method} ${path}`).toBe(403);
    const [after] = (await tours(access)).filter((row) => row.uuid === tour.uuid);
    expect(after.name).toBe(tour.name);
  });

  it('is not reached by a map key', async () => {
    const { access } = await partnerToken(['map']);
    expect((await as(access, 'GET', '/api/tours/')).status).toBe(403);
  });

  it('answers the preflight of the tour list for its origin', async () => {
    await partnerToken(['tour-table']);
    const pre = await fetch(`${server.url}/api/tours/`, {
      method: 'OPTIONS',
      headers: {
        Origin: PARTNER,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});

describe('CORS', () => {
  const preflight = (path: string, origin: string, method = 'GET') =>
    fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization',
      },
    });

  it('answers preflights of the embed endpoints for the origins of usable keys, without a token', async () => {
    await partnerToken(['map']);
    const ok = await preflight('/auth/embed/token/', PARTNER, 'POST');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const map = await preflight('/api/measuring_points/map/', PARTNER);
    expect(map.headers.get('access-control-allow-origin')).toBe(PARTNER);

    const stranger = await preflight('/auth/embed/token/', OTHER, 'POST');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds nothing to the rest of the API', async () => {
    for (const path of ['/api/users/', '/api/installations/', '/auth/token/']) {
      const pre = await preflight(path, PARTNER, path === '/auth/token/' ? 'POST' : 'GET');
      expect(pre.headers.get('access-control-allow-origin'), path).toBeNull();
      const reply = await fetch(`${server.url}${path}`, {
        headers: { Origin: PARTNER, Authorization: `Bearer ${admin}` },
      });
      expect(reply.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('lets the elements load tiles on another origin', async () => {
    const tile = await fetch(`${server.url}/api/tiles/1/0/0/`, { headers: { Origin: PARTNER } });
    expect(tile.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const api = await fetch(`${server.url}/api/health/`);
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
