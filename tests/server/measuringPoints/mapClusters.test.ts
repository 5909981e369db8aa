import { describe, expect, it } from 'vitest';
import type {
  MeasuringPointClusters,
  MeasuringPointMapCount,
  MeasuringPointMapRow,
} from '../../../src/core/contract/measuringPoints.ts';
import { measuringPointClusters } from '../../../src/core/contract/measuringPoints.ts';
import { MAP_CLUSTERS } from '../../../src/core/domain/constants.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { pointRows } from './mpSupport.ts';

const suite = serverSuite({ signIn: ['staff@example.com', 'user@example.com'] });
const { ids, as } = suite;

const clusters = async (email: string, query = '') => {
  const reply = await as<MeasuringPointClusters>(email, 'GET', `/api/measuring_points/map/clusters/?${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const count = async (email: string, query = '') => {
  const reply = await as<MeasuringPointMapCount>(email, 'GET', `/api/measuring_points/map/count/?${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.count;
};
const rows = async (email: string, query = '') =>
  (await as<MeasuringPointMapRow[]>(email, 'GET', `/api/measuring_points/map/?${query}`)).body;
/** points an answer stands for: each cluster's count and each single point */
const total = (answer: MeasuringPointClusters) =>
  answer.clusters.reduce((sum, cluster) => sum + cluster[1], 0) + answer.points.length;

describe('measuring_points/map/count/', () => {
  it('counts the points of the scope and the filters', async () => {
    expect(await count('staff@example.com')).toBe((await pointRows(suite.server)).length);
    const riverside = (await pointRows(suite.server, ids['Riverside Water Works'])).length;
    expect(await count('user@example.com')).toBe(riverside);
    expect(await count('user@example.com', `company=${ids['Hillcrest Utilities']}`)).toBe(0);
    expect(await count('staff@example.com', 'search=zzz-no-such-point')).toBe(0);
  });

  it('gives the bounds of the points, or null without any', async () => {
    const every = await rows('user@example.com');
    const reply = await as<MeasuringPointMapCount>('user@example.com', 'GET', '/api/measuring_points/map/count/');
    const lats = every.map((row) => row[1]);
    const lngs = every.map((row) => row[2]);
    expect(reply.body.bounds).toEqual([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)]);
    const none = await as<MeasuringPointMapCount>(
      'user@example.com',
      'GET',
      `/api/measuring_points/map/count/?company=${ids['Hillcrest Utilities']}`,
    );
    expect(none.body).toEqual({ count: 0, bounds: null });
  });
});

describe('measuring_points/map/clusters/', () => {
  it('adds up to the scope total over the whole world at every zoom, in the documented shape', async () => {
    const all = (await pointRows(suite.server)).length;
    for (const zoom of [0, 3, 8, 12, 16, 18, MAP_CLUSTERS.pointsZoom]) {
      const answer = await clusters('staff@example.com', `zoom=${zoom}`);
      measuringPointClusters.parse(answer);
      expect(total(answer), `zoom ${zoom}`).toBe(all);
      for (const [, n, lat, lng, west, south, east, north] of answer.clusters) {
        expect(n).toBeGreaterThan(1);
        expect(lat).toBeGreaterThanOrEqual(south);
        expect(lat).toBeLessThanOrEqual(north);
        expect(lng).toBeGreaterThanOrEqual(west);
        expect(lng).toBeLessThanOrEqual(east);
      }
      expect(new Set(answer.clusters.map((c) => c[0])).size).toBe(answer.clusters.length);
    }
    expect((await clusters('staff@example.com', `zoom=${MAP_CLUSTERS.pointsZoom}`)).clusters).toEqual([]);
  });

  it('splits clusters as the zoom grows', async () => {
    const low = await clusters('staff@example.com', 'zoom=2');
    const high = await clusters('staff@example.com', 'zoom=14');
    expect(low.clusters.length + low.points.length).toBeLessThan(high.clusters.length + high.points.length);
  });

  it('counts only the points inside the viewport', async () => {
    const every = await rows('staff@example.com');
    const lats = every.map((row) => row[1]).sort((a, b) => a - b);
    const lngs = every.map((row) => row[2]).sort((a, b) => a - b);
    const [south, north] = [lats[0], lats[Math.floor(lats.length / 2)]];
    const [west, east] = [lngs[Math.floor(lngs.length / 4)], lngs[lngs.length - 1]];
    const inside = every.filter(([, lat, lng]) => lat >= south && lat <= north && lng >= west && lng <= east);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(every.length);
    for (const zoom of [13, 16, MAP_CLUSTERS.pointsZoom]) {
      const answer = await clusters(
        'staff@example.com',
        `west=${west}&south=${south}&east=${east}&north=${north}&zoom=${zoom}`,
      );
      expect(total(answer), `zoom ${zoom}`).toBe(inside.length);
      for (const point of answer.points) expect(inside.map((row) => row[0])).toContain(point[0]);
    }
    // up to zoom 12 the kept cell counts answer: the cells the view touches, whole
    for (const zoom of [4, 10]) {
      const answer = await clusters(
        'staff@example.com',
        `west=${west}&south=${south}&east=${east}&north=${north}&zoom=${zoom}`,
      );
      expect(total(answer), `zoom ${zoom}`).toBeGreaterThanOrEqual(inside.length);
      expect(total(answer), `zoom ${zoom}`).toBeLessThanOrEqual(every.length);
      for (const [, , , , w, s, e, n] of answer.clusters) {
        expect(w <= east && e >= west && s <= north && n >= south, `zoom ${zoom}`).toBe(true);
      }
    }
  });

  it('keeps the cell counts of low zooms in step when points are added, moved and removed', async () => {
    const company = ids['Riverside Water Works'];
    const far = { lat: -40.5, lng: 175.2 };
    const near = { lat: -40.5001, lng: 175.2001 };
    const view = 'west=170&south=-45&east=179&north=-35';
    const created = await as<{ id: number }>('staff@example.com', 'POST', '/api/measuring_points/', {
      json: { name: 'Cell A', company, measuring_point_id: `CELL-A-${Date.now()}`, ...far },
    });
    expect(created.status).toBe(201);
    const single = await clusters('staff@example.com', `${view}&zoom=6`);
    expect(single.clusters).toEqual([]);
    expect(single.points.map((row) => row[0])).toEqual([created.body.id]);
    const second = await as<{ id: number }>('staff@example.com', 'POST', '/api/measuring_points/', {
      json: { name: 'Cell B', company, measuring_point_id: `CELL-B-${Date.now()}`, ...near },
    });
    expect(second.status).toBe(201);
    const pair = await clusters('staff@example.com', `${view}&zoom=6`);
    expect(pair.points).toEqual([]);
    expect(pair.clusters.map((c) => c[1])).toEqual([2]);
    // the smaller id moves away: the cell keeps the other point, found although its smallest id left
    const moved = await as('staff@example.com', 'PATCH', `/api/measuring_points/${created.body.id}/`, {
      json: { lat: 10, lng: 10 },
    });
    expect(moved.status).toBe(200);
    for (const zoom of [3, 6, 12, 14]) {
      const after = await clusters('staff@example.com', `${view}&zoom=${zoom}`);
      expect(after.clusters, `zoom ${zoom}`).toEqual([]);
      expect(
        after.points.map((row) => row[0]),
        `zoom ${zoom}`,
      ).toEqual([second.body.id]);
    }
    const renamed = await as('staff@example.com', 'PATCH', `/api/measuring_points/${second.body.id}/`, {
      json: { name: 'Cell B renamed' },
    });
    expect(renamed.status).toBe(200);
    expect((await clusters('staff@example.com', `${view}&zoom=6`)).points.map((row) => row[3])).toEqual([
      'Cell B renamed',
    ]);
    const all = (await pointRows(suite.server)).length;
    expect(await count('staff@example.com')).toBe(all);
    expect(total(await clusters('staff@example.com', 'zoom=5'))).toBe(all);
  });

  it('takes a viewport across the antimeridian as two ranges', async () => {
    const every = await rows('staff@example.com');
    const east = every.filter(([, , lng]) => lng <= 10).length;
    const answer = await clusters('staff@example.com', 'west=179&east=10&zoom=5');
    expect(total(answer)).toBe(east);
  });

  it('sends single points in the map projection, the same rows as measuring_points/map/', async () => {
    const byId = new Map((await rows('user@example.com')).map((row) => [row[0], row]));
    const answer = await clusters('user@example.com', `zoom=${MAP_CLUSTERS.pointsZoom}`);
    expect(answer.points.length).toBe(byId.size);
    for (const point of answer.points) expect(point).toEqual(byId.get(point[0]));
  });

  it('never counts another company, and filters like the map', async () => {
    const riverside = (await pointRows(suite.server, ids['Riverside Water Works'])).length;
    expect(total(await clusters('user@example.com', 'zoom=6'))).toBe(riverside);
    const foreign = await clusters('user@example.com', `company=${ids['Hillcrest Utilities']}&zoom=6`);
    expect(foreign).toEqual({ clusters: [], points: [] });
    const hillcrest = (await pointRows(suite.server, ids['Hillcrest Utilities'])).length;
    expect(total(await clusters('staff@example.com', `company=${ids['Hillcrest Utilities']}&zoom=6`))).toBe(hillcrest);
    const found = await rows('staff@example.com', 'search=a');
    expect(total(await clusters('staff@example.com', 'search=a&zoom=6'))).toBe(found.length);
  });

  it('refuses a viewport or zoom out of range', async () => {
    for (const query of ['zoom=99', 'west=-200', 'north=91', 'zoom=abc']) {
      const reply = await as('staff@example.com', 'GET', `/api/measuring_points/map/clusters/?${query}`);
      expect(reply.status, query).toBe(400);
    }
  });
});
