import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../server/db/schema.ts';
import type { Tablet } from '../../../src/core/contract/tablets.ts';
import type { Tour, TourImportResult } from '../../../src/core/contract/tours.ts';
import { runSimulatedTablet } from '../../../scripts/simulateTablet.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, DEMO_PASSWORD, login, type Page } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { sample, tokensOf, upload } from './tourSupport.ts';

let server: TestServer;
let admin: string;
let user: string;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await serverFor();
  ({ 'admin@example.com': admin, 'user@example.com': user } = await tokensOf(server, [
    'admin@example.com',
    'user@example.com',
  ]));
  ids = await companyIds(server);
});
afterAll(() => server?.close());

const register = (body: Record<string, unknown>, token = admin) =>
  call<Tablet>(server, 'POST', '/api/tablets/', { token, json: body });

describe('tablets', () => {
  it('lists the demo tablets with their assigned tours', async () => {
    const list = await call<Page<Tablet>>(server, 'GET', '/api/tablets/', { token: user });
    expect(list.body.results.map((t) => t.name)).toEqual(['Tablet North', 'Tablet South']);
    expect(list.body.results[0]).toMatchObject({
      is_active: true,
      android_id: 'a1b2c3d4e5f60001',
      android_version: '14',
    });
    expect(list.body.results[0].tours_assigned).toBeGreaterThan(0);
  });

  it('registers within the mex quota of the company, then refuses with a clear error', async () => {
    const riverside = ids['Riverside Water Works'];
    const quota = await call(server, 'GET', '/api/tablets/quota/', { token: user });
    expect(quota.body).toEqual({ active: 2, quota: 5 });
    for (let i = 3; i <= 5; i += 1) {
      const reply = await register({
        company: riverside,
        name: `Tablet ${i}`,
        android_id: `quota${i}`,
        device_model: 'Pixel Tablet',
      });
      expect(reply.status, reply.text).toBe(201);
    }
    const over = await register({ company: riverside, name: 'Tablet 6', android_id: 'quota6' });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      non_field_errors: ['The tablet quota of 5 active tablets is used up; deactivate a tablet first.'],
    });
    const list = await call<Tablet[]>(server, 'GET', '/api/tablets/?no_page=true&search=quota5', { token: admin });
    const deactivated = await call<Tablet>(server, 'POST', `/api/tablets/${list.body[0].uuid}/deactivate/`, {
      token: admin,
    });
    expect(deactivated.body.is_active).toBe(false);
    expect((await register({ company: riverside, name: 'Tablet 6', android_id: 'quota6' })).status).toBe(201);
  });

  it('reads the quota from the subscription spec, and a company without mex registers none', async () => {
    const { db } = server.built.ctx;
    const distributor = ids['Aqua Distribution'];
    const mex = (await db.select().from(subscriptions).where(eq(subscriptions.companyId, distributor))).find(
      (s) => (s.spec as { tablet_quota?: number }).tablet_quota !== undefined,
    )!;
    await db
      .update(subscriptions)
      .set({ spec: { tablet_quota: 1 } })
      .where(eq(subscriptions.id, mex.id));
    expect((await register({ name: 'Aqua 1', android_id: 'aqua1' })).status).toBe(201);
    expect((await register({ name: 'Aqua 2', android_id: 'aqua2' })).status).toBe(400);
    const none = await register({ company: ids['Hillcrest Utilities'], name: 'Hill', android_id: 'hill1' });
    expect(none.body).toEqual({ company: ['This company has no mex service.'] });
  });

  it('refuses a repeated Android ID, bad input, and users without the permission', async () => {
    const repeated = await register({
      company: ids['Riverside Water Works'],
      name: 'Copy',
      android_id: 'a1b2c3d4e5f60001',
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({});
    const blank = await register({ name: '', android_id: 'x y' });
    expect(Object.keys(blank.body).sort()).toEqual(['android_id', 'name']);
    expect((await register({ name: 'Mine', android_id: 'mine1' }, user)).status).toBe(403);
  });

  it("another company's tablet is a 404; delete removes one", async () => {
    const email = 'hill-tablets@example.com';
    await addUser(server, {
      email,
      companyId: ids['Hillcrest Utilities'],
      permissions: ['view_tour', 'change_tablet'],
    });
    const token = (await login(server, email)).access;
    const list = await call<Tablet[]>(server, 'GET', '/api/tablets/?no_page=true', { token: admin });
    const north = list.body.find((t) => t.name === 'Tablet North')!;
    expect((await call(server, 'POST', `/api/tablets/${north.uuid}/deactivate/`, { token })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/tablets/${north.uuid}/`, { token })).status).toBe(404);
    expect((await call(server, 'GET', `/api/tablets/${north.uuid}/tours/`, { token })).status).toBe(404);
    const gone = list.body.find((t) => t.name === 'Tablet 3')!;
    expect((await call(server, 'DELETE', `/api/tablets/${gone.uuid}/`, { token: admin })).status).toBe(204);
    expect((await call(server, 'GET', `/api/tablets/${gone.uuid}/tours/`, { token: admin })).status).toBe(404);
  });
});

describe('the tablet side', () => {
  it('signs in with android_id only for an active tablet of the user company', async () => {
    const ok = await call(server, 'POST', '/auth/token/', {
      json: { email: 'user@example.com', password: DEMO_PASSWORD, android_id: 'a1b2c3d4e5f60002' },
    });
    expect(ok.status).toBe(200);
    const unknown = await call(server, 'POST', '/auth/token/', {
      json: { email: 'user@example.com', password: DEMO_PASSWORD, android_id: 'nope' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ android_id: ['No active tablet with this Android ID belongs to your company.'] });
    const inactive = await call(server, 'POST', '/auth/token/', {
      json: { email: 'user@example.com', password: DEMO_PASSWORD, android_id: 'quota5' },
    });
    expect(inactive.status).toBe(400);
    const wrongPassword = await call(server, 'POST', '/auth/token/', {
      json: { email: 'user@example.com', password: 'wrong-1', android_id: 'a1b2c3d4e5f60002' },
    });
    expect(wrongPassword.status).toBe(401);
  });

  it('the simulated tablet reads its assigned tours and uploads: they complete', async () => {
    const tablets = await call<Tablet[]>(server, 'GET', '/api/tablets/?no_page=true&search=a1b2c3d4e5f60001', {
      token: admin,
    });
    const north = tablets.body[0];
    const imported = await upload<TourImportResult>(
      server,
      admin,
      { name: 'route.xml', data: sample('route.xml') },
      {
        converter: 'xml-generic',
        company: String(ids['Riverside Water Works']),
        tablet: north.uuid,
        name: 'Loop tour',
      },
    );
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body.tour).toMatchObject({ state: 'assigned', assigned_to: { uuid: north.uuid } });
    const run = await runSimulatedTablet({
      baseUrl: server.url,
      email: 'admin@example.com',
      password: DEMO_PASSWORD,
      androidId: north.android_id,
    });
    const loop = run.tours.find((t) => t.uuid === imported.body.tour.uuid)!;
    expect(loop).toMatchObject({ uploaded: 12, state: 'completed' });
    const tour = await call<Tour>(server, 'GET', `/api/tours/${loop.uuid}/`, { token: admin });
    // an upload of an assigned tour passes through in progress, both steps recorded
    expect(tour.body.state_changes.slice(-2)).toMatchObject([
      { from: 'assigned', to: 'in_progress' },
      { from: 'in_progress', to: 'completed', action: 'upload' },
    ]);
    const seen = await call<Tablet[]>(server, 'GET', '/api/tablets/?no_page=true&search=a1b2c3d4e5f60001', {
      token: admin,
    });
    expect(seen.body[0].last_seen).not.toBeNull();
  });

  it('a tablet cannot be assigned when inactive, nor one of another company', async () => {
    const tablets = await call<Tablet[]>(server, 'GET', '/api/tablets/?no_page=true&search=quota5', { token: admin });
    const imported = await upload<TourImportResult>(
      server,
      admin,
      { name: 'r.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma', company: String(ids['Riverside Water Works']) },
    );
    const inactive = await call(server, 'POST', `/api/tours/${imported.body.tour.uuid}/assignment/`, {
      token: admin,
      json: { tablet: tablets.body[0].uuid },
    });
    expect(inactive.body).toEqual({ tablet: [`Tablet "${tablets.body[0].name}" is not active.`] });
    const aqua = await call<Tablet[]>(server, 'GET', '/api/tablets/?no_page=true&search=aqua1', { token: admin });
    const other = await call(server, 'POST', `/api/tours/${imported.body.tour.uuid}/assignment/`, {
      token: admin,
      json: { tablet: aqua.body[0].uuid },
    });
    expect([other.status, other.body]).toEqual([
      400,
      {
        tablet: [
          `Tablet "${aqua.body[0].name}" belongs to Aqua Distribution; a tour of Riverside Water Works goes only to that company's tablets.`,
        ],
      },
    ]);
  });
});
