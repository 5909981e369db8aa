import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { partnerView } from './embedKeySupport.ts';

const PARTNER = 'https://limits.partner.example';

/** `measuring_points/map` rows: [id, lat, lng, name, mpid, meter_serial, comd_serial, comd_type, volume, alerts] */
type MapRow = [number, number, number, string, string, string | null, string | null, string | null, number | null];

let server: TestServer;
let admin: string;
let ids: Record<string, number>;
let inGroup: { uuid: string; serial: string };
let outside: { uuid: string; serial: string };
let groupUuid: string;
let foreignGroupUuid: string;

beforeAll(async () => {
  server = await serverFor();
  admin = (await login(server, 'admin@example.com')).access;
  ids = await companyIds(server);
  const placed = await server.built.ctx.db
    .select({ uuid: installations.uuid, serial: installations.serialNumber })
    .from(installations)
    .where(and(eq(installations.companyId, ids['Riverside Water Works']), isNotNull(installations.measuringPointId)))
    .limit(2);
  [inGroup, outside] = placed;
  const group = await call<Json>(server, 'POST', '/api/meter-groups/', {
    token: admin,
    json: { name: 'Embed limit group', company: ids['Riverside Water Works'], installations: [inGroup.uuid] },
  });
  expect(group.status).toBe(201);
  groupUuid = String(group.body.uuid);
  const foreign = await call<Json>(server, 'POST', '/api/meter-groups/', {
    token: admin,
    json: { name: 'Another company group', company: ids['Hillcrest Utilities'] },
  });
  expect(foreign.status).toBe(201);
  foreignGroupUuid = String(foreign.body.uuid);
});
afterAll(() => server?.close());

const partner = () => partnerView(server, PARTNER, () => admin);
const tokenFor = (json: Json) =>
  partner().tokenFor({ name: 'Limited', company: ids['Riverside Water Works'], ...json });
const read = <T>(access: string, path: string) => partner().read<T>(access, path);

describe('an embed key limited to device groups', () => {
  it('shows only the points and meters of its groups', async () => {
    const access = await tokenFor({ elements: ['map', 'chart'], groups: [groupUuid] });
    const map = await read<MapRow[]>(access, '/api/measuring_points/map/');
    expect(map.status).toBe(200);
    expect(map.body.map((row) => row[5])).toEqual([inGroup.serial]);
    const count = await read<{ count: number }>(access, '/api/measuring_points/map/count/');
    expect(count.body.count).toBe(1);
    const clusters = await read<{ clusters: unknown[]; points: MapRow[] }>(
      access,
      '/api/measuring_points/map/clusters/',
    );
    expect(clusters.body.clusters).toEqual([]);
    expect(clusters.body.points.map((row) => row[5])).toEqual([inGroup.serial]);

    expect((await read(access, `/api/installations/${inGroup.uuid}/`)).status).toBe(200);
    expect((await read(access, `/api/installations/${outside.uuid}/`)).status).toBe(404);
    expect((await read(access, `/api/installations/${outside.uuid}/reports/`)).status).toBe(404);
    const meters = await read<{ results: Json[] }>(access, '/api/meters/?limit=100');
    expect(meters.status).toBe(200);
    expect(meters.body.results.map((meter) => meter.serial_number)).toEqual([inGroup.serial]);
  });

  it('sees the whole company without groups', async () => {
    const access = await tokenFor({ elements: ['map'] });
    const map = await read<MapRow[]>(access, '/api/measuring_points/map/');
    expect(map.body.map((row) => row[5])).toEqual(expect.arrayContaining([inGroup.serial, outside.serial]));
  });

  it('takes only groups of its own company', async () => {
    const created = await call<Json>(server, 'POST', '/api/embed-keys/', {
      token: admin,
      json: {
        name: 'Foreign group',
        origins: [PARTNER],
        elements: ['map'],
        company: ids['Riverside Water Works'],
        groups: [foreignGroupUuid],
      },
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({
      groups: ['A chosen device group does not exist or belongs to a company you cannot use.'],
    });
  });
});

describe('fields an embed key hides', () => {
  it('sends the map without serials or volumes', async () => {
    const access = await tokenFor({ elements: ['map'], hidden: ['serial', 'volume'] });
    const map = await read<MapRow[]>(access, '/api/measuring_points/map/');
    expect(map.status).toBe(200);
    expect(map.body.length).toBeGreaterThan(1);
    for (const row of map.body) {
      expect(row[5]).toBeNull();
      expect(row[6]).toBeNull();
      expect(row[8]).toBeNull();
    }
    const open = await read<MapRow[]>(await tokenFor({ elements: ['map'] }), '/api/measuring_points/map/');
    expect(open.body.some((row) => row[5] !== null && row[8] !== null)).toBe(true);

    const points = await read<{ points: MapRow[] }>(access, '/api/measuring_points/map/clusters/?zoom=19');
    expect(points.body.points).toHaveLength(map.body.length);
    for (const row of points.body.points) {
      expect(row[5]).toBeNull();
      expect(row[6]).toBeNull();
      expect(row[8]).toBeNull();
    }
  });

  it('cannot serve the chart while hiding what the chart shows', async () => {
    const created = await call<Json>(server, 'POST', '/api/embed-keys/', {
      token: admin,
      json: { name: 'Chart', origins: [PARTNER], elements: ['chart'], hidden: ['volume'] },
    });
    expect(created.status).toBe(400);
    expect(created.body).toHaveProperty('hidden');
  });
});

describe('a tour-table key', () => {
  type Page<T> = { results: T[] };
  type Tour = { uuid: string; discarded_by: unknown; state_changes: Array<{ by: unknown }>; actions: string[] };
  type Item = {
    meter_serial: string;
    registers: Array<{ read_by: unknown; read_value: unknown; previous_value: unknown }>;
  };

  async function firstTourItems(access: string) {
    const tours = await read<Page<Tour>>(access, '/api/tours/?limit=100');
    expect(tours.status).toBe(200);
    expect(tours.body.results.length).toBeGreaterThan(0);
    const items = await read<Page<Item>>(access, `/api/tours/${tours.body.results[0].uuid}/items/?limit=100`);
    expect(items.status).toBe(200);
    expect(items.body.results.length).toBeGreaterThan(0);
    return { tours: tours.body.results, items: items.body.results };
  }

  it("never shows the names of the company's people, nor the actions of the portal", async () => {
    const { tours, items } = await firstTourItems(await tokenFor({ elements: ['tour-table'] }));
    for (const tour of tours) {
      expect(tour.discarded_by).toBeNull();
      expect(tour.state_changes.every((change) => change.by === null)).toBe(true);
      expect(tour.actions).toEqual([]);
    }
    expect(items.every((item) => item.registers.every((register) => register.read_by === null))).toBe(true);
    expect(items.some((item) => item.meter_serial !== '')).toBe(true);
    const staff = await call<Page<Tour>>(server, 'GET', '/api/tours/?limit=100', { token: admin });
    expect(staff.body.results.some((tour) => tour.state_changes.some((change) => change.by !== null))).toBe(true);
  });

  it('leaves out serials and readings when the key hides them', async () => {
    const { items } = await firstTourItems(await tokenFor({ elements: ['tour-table'], hidden: ['serial', 'volume'] }));
    for (const item of items) {
      expect(item.meter_serial).toBe('');
      for (const register of item.registers) {
        expect(register.read_value).toBeNull();
        expect(register.previous_value).toBeNull();
      }
    }
  });
});
