import { describe, expect, it } from 'vitest';
import {
  MAP_ROW_FIELDS,
  measuringPoint,
  measuringPointMap,
  type MeasuringPoint,
  type MeasuringPointMapRow,
} from '../../../src/core/contract/measuringPoints.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { pointRows, userWith } from './mpSupport.ts';

const suite = serverSuite({ signIn: ['staff@example.com', 'admin@example.com', 'user@example.com'] });
const { ids, as } = suite;

const list = (email: string, query = '') =>
  as<MeasuringPoint[]>(email, 'GET', `/api/measuring_points/?no_page=true${query}`);
const map = (email: string, query = '') =>
  as<MeasuringPointMapRow[]>(email, 'GET', `/api/measuring_points/map/${query}`);

describe('measuring_points/ (read)', () => {
  it('pages every point for staff, by name, in the measuring point shape', async () => {
    const reply = await as<Page<MeasuringPoint>>('staff@example.com', 'GET', '/api/measuring_points/?limit=50');
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe((await pointRows(suite.server)).length);
    expect(reply.body.count).toBeGreaterThan(250);
    expect(reply.body.results).toHaveLength(50);
    expect(reply.body.next).toMatch(/measuring_points\/\?limit=50&offset=50$/);
    for (const row of reply.body.results) measuringPoint.parse(row);
    const names = reply.body.results.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('carries the assigned meter, its module and state from the installation', async () => {
    const points = (await list('staff@example.com')).body;
    const installations = await as<Array<Record<string, unknown>>>(
      'staff@example.com',
      'GET',
      '/api/installations/?no_page=true',
    );
    const byPoint = new Map(installations.body.map((i) => [i.measuring_point, i]));
    const withMeter = points.filter((p) => p.meter !== null);
    expect(withMeter.length).toBeGreaterThan(250);
    for (const point of withMeter) {
      const meter = byPoint.get(point.id) as {
        uuid: string;
        serial_number: string;
        communication_module: { serial_number: string; type: string };
        state: { volume: number | null; alertCount: number };
      };
      expect(meter.uuid).toBe(point.meter);
      expect(point.meter_serial).toBe(meter.serial_number);
      expect([point.comd_serial, point.comd_type]).toEqual([
        meter.communication_module.serial_number,
        meter.communication_module.type,
      ]);
      expect(point.state).toEqual(meter.state);
    }
    expect(points.some((p) => p.state.alertCount > 0)).toBe(true);
  });

  it("shows a basic user only its company's points and 404s the others", async () => {
    const own = (await list('user@example.com')).body;
    expect(own).toHaveLength((await pointRows(suite.server, ids['Riverside Water Works'])).length);
    expect(new Set(own.map((p) => p.company))).toEqual(new Set([ids['Riverside Water Works']]));
    const [foreign] = await pointRows(suite.server, ids['Hillcrest Utilities']);
    const reply = await as('user@example.com', 'GET', `/api/measuring_points/${foreign.id}/`);
    expect([reply.status, reply.body]).toEqual([404, { detail: 'Not found.' }]);
    expect((await list('user@example.com', `&company=${ids['Hillcrest Utilities']}`)).body).toEqual([]);
    const mine = await as<MeasuringPoint>('user@example.com', 'GET', `/api/measuring_points/${own[0].id}/`);
    expect(mine.body).toEqual(own[0]);
  });

  it("shows the distributor's admin its own points and its customers'", async () => {
    const points = (await list('admin@example.com')).body;
    expect(points).toHaveLength((await pointRows(suite.server)).length);
    const riverside = (await list('admin@example.com', `&company=${ids['Riverside Water Works']}`)).body;
    expect(riverside).toHaveLength((await pointRows(suite.server, ids['Riverside Water Works'])).length);
  });

  it('refuses list, map and detail without view_measuringpoint; staff need no permission', async () => {
    const without = await userWith(suite.server, ids['Riverside Water Works'], ['view_communicationdevice']);
    const [point] = await pointRows(suite.server, ids['Riverside Water Works']);
    for (const path of ['/api/measuring_points/', '/api/measuring_points/map/', `/api/measuring_points/${point.id}/`]) {
      const reply = await call(suite.server, 'GET', path, { token: without.token });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const staff = await userWith(suite.server, ids['Hillcrest Utilities'], [], true);
    const reply = await call<MeasuringPoint[]>(suite.server, 'GET', '/api/measuring_points/map/', {
      token: staff.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength((await pointRows(suite.server)).length);
    expect((await call(suite.server, 'GET', '/api/measuring_points/')).status).toBe(401);
  });

  it('filters by search over name, ids and serials, by assignment and by meter group', async () => {
    const all = (await list('staff@example.com')).body;
    const sample = all.find((p) => p.meter_serial && p.customer_measuring_point_id)!;
    for (const term of [sample.meter_serial!, sample.measuring_point_id, sample.comd_serial!.toLowerCase()]) {
      const found = (await list('staff@example.com', `&search=${encodeURIComponent(term)}`)).body;
      expect(found.map((p) => p.id)).toContain(sample.id);
    }
    const street = sample.name.split(' ')[0];
    const byName = (await list('staff@example.com', `&search=${encodeURIComponent(street)}`)).body;
    expect(byName.length).toBeGreaterThan(0);
    for (const p of byName)
      expect([p.name, p.measuring_point_id, p.customer_measuring_point_id].join(' ').toLowerCase()).toContain(
        street.toLowerCase(),
      );
    const free = (await list('staff@example.com', '&assigned=false')).body;
    expect(free.every((p) => p.meter === null)).toBe(true);
    expect((await list('staff@example.com', '&assigned=true')).body).toHaveLength(all.length - free.length);

    const groups = await as<Array<{ uuid: string }>>('staff@example.com', 'GET', '/api/installations/?no_page=true');
    const grouped = (
      groups.body as unknown as Array<{ groups: { uuid: string }[]; measuring_point: number | null }>
    ).filter((i) => i.groups.length > 0 && i.measuring_point !== null);
    const group = grouped[0].groups[0].uuid;
    const expected = grouped.filter((i) => i.groups.some((g) => g.uuid === group)).map((i) => i.measuring_point);
    const inGroup = (await list('staff@example.com', `&group=${group}`)).body.map((p) => p.id);
    expect(inGroup.sort()).toEqual(expected.sort());
    expect((await list('staff@example.com', '&group=nope')).status).toBe(400);
    expect((await list('staff@example.com', '&company=x')).body).toEqual({ company: ['A valid integer is required.'] });
  });
});

describe('measuring_points/map/', () => {
  it('answers compact rows in the documented field order, equal to the full list', async () => {
    const reply = await map('staff@example.com');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    measuringPointMap.parse(reply.body);
    const points = (await list('staff@example.com')).body;
    expect(reply.body).toHaveLength(points.length);
    const byId = new Map(points.map((p) => [p.id, p]));
    for (const row of reply.body) {
      const p = byId.get(row[0])!;
      expect(row).toEqual([
        p.id,
        p.lat,
        p.lng,
        p.name,
        p.measuring_point_id,
        p.meter_serial,
        p.comd_serial,
        p.comd_type,
        p.state.volume,
        p.state.alertCount,
      ]);
    }
    expect(MAP_ROW_FIELDS).toHaveLength(reply.body[0].length);
  });

  it('is scoped like the list and takes the company and group filters', async () => {
    const basic = await map('user@example.com');
    expect(basic.body.map((r) => r[0]).sort()).toEqual(
      (await pointRows(suite.server, ids['Riverside Water Works'])).map((p) => p.id).sort(),
    );
    const graz = await map('staff@example.com', `?company=${ids['Hillcrest Utilities']}`);
    expect(graz.body).toHaveLength((await pointRows(suite.server, ids['Hillcrest Utilities'])).length);
    expect((await map('user@example.com', `?company=${ids['Hillcrest Utilities']}`)).body).toEqual([]);
    const meters = await as<Array<{ groups: { uuid: string }[] }>>(
      'staff@example.com',
      'GET',
      '/api/installations/?no_page=true',
    );
    const group = meters.body.find((m) => m.groups.length > 0)!.groups[0].uuid;
    const viaList = (await list('staff@example.com', `&group=${group}`)).body.map((p) => p.id);
    const viaMap = (await map('staff@example.com', `?group=${group}`)).body.map((r) => r[0]);
    expect(viaList.length).toBeGreaterThan(0);
    expect(viaMap.sort()).toEqual(viaList.sort());
  });

  it('is documented in the OpenAPI schema with its field order', async () => {
    const schema = (
      await call<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(
        suite.server,
        'GET',
        '/api/schema/',
      )
    ).body;
    const op = schema.paths['/api/measuring_points/map/'].get;
    expect(JSON.stringify(op.responses['200'])).toContain(MAP_ROW_FIELDS.join(', '));
    expect(schema.paths['/api/measuring_points/{id}/']).toHaveProperty('patch');
  });
});

describe('demo measuring points and tiles', () => {
  it("places the demo companies' points at addresses in Vienna, Linz and Graz", async () => {
    const towns: Record<string, [string, number, number]> = {
      'Aqua Distribution': ['Wien', 48.21, 16.37],
      'Riverside Water Works': ['Linz', 48.3, 14.29],
      'Hillcrest Utilities': ['Graz', 47.07, 15.44],
    };
    for (const [company, [town, lat, lng]] of Object.entries(towns)) {
      const rows = await pointRows(suite.server, ids[company]);
      expect(rows.length).toBeGreaterThan(50);
      for (const row of rows) {
        expect(row.name).toMatch(new RegExp(`^\\S.* \\d+, \\d{4} ${town}$`));
        expect(Math.abs(row.latitude - lat)).toBeLessThan(0.08);
        expect(Math.abs(row.longitude - lng)).toBeLessThan(0.08);
      }
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    }
  });

  it('serves a generated PNG tile without a token and 404s tiles outside the world', async () => {
    const tile = await fetch(`${suite.server.url}/api/tiles/3/4/2.png`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await tile.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(256);
    // colour type 6, RGBA: the tile lets the map's bundled land show through
    expect(bytes[25]).toBe(6);
    for (const path of ['3/8/0.png', '3/0/8.png', '30/0/0.png', '3/1/1.jpg', 'a/0/0.png'])
      expect((await fetch(`${suite.server.url}/api/tiles/${path}`)).status).toBe(404);
  });
});
