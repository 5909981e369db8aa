import { describe, expect, it } from 'vitest';
import type { GroupReport, Report } from '../../../src/core/contract/reports.ts';
import { call, login } from '../support/api.ts';
import { filledBeforeAll, serverSuite } from '../support/serverSuite.ts';
import { insertReportFixture } from './reportFixture.ts';

const suite = serverSuite({ signIn: ['user@example.com'] });
const fixture = filledBeforeAll(() => insertReportFixture(suite.server));
const token = () => suite.tokens['user@example.com'];

const n = null;
const report = async (type: string, granularity: string, after: string, before: string, extra = '') => {
  const query = `type=${type}&granularity=${granularity}&date_after=${encodeURIComponent(after)}&date_before=${encodeURIComponent(before)}${extra}`;
  const reply = await call<Report>(suite.server, 'GET', `/api/installations/${fixture.meterA}/reports/?${query}`, {
    token: token(),
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
/** Values rounded to 9 places: the database's float sums need not be exact to the last bit. */
const values = (body: Report) => body.points.map((p) => (p.v === null ? null : Math.round(p.v * 1e9) / 1e9));
const nonNull = (body: Report) =>
  Object.fromEntries(
    body.points.filter((p) => p.v !== null).map((p) => [p.t.slice(0, 16), Math.round(p.v! * 1e9) / 1e9]),
  );

describe('installations/{uuid}/reports/ at 15 minutes, 10:00-12:00 on 2024-01-15 (buckets 10:00 … 11:45)', () => {
  const expected: Record<string, Array<number | null>> = {
    total_volume: [101, 102, n, n, 101.5, n, n, n], // the last reading of each bucket
    delta_volume: [1, 1, n, n, -0.5, n, n, n], // 10:00 includes 100.5 - 100.0 from the 09:50 reading before the range
    flow: [3, 6, n, n, -2, n, n, n], // mean of 2 and 4
    mean_velocity: [0.75, 1.5, n, n, -0.4, n, n, n],
    sensor_status: [1, 2, n, n, 4, n, n, n],
    spread_factor: [8, 9, n, n, n, n, n, n],
    temperature: [11, 14, n, n, 8, n, n, n],
    battery_voltage: [3.55, 3.58, n, n, 3.5, n, n, n], // the lowest
    battery_lifetime: [999, 998, n, n, 997, n, n, n],
    battery1_status: [89, 88, n, n, 87, n, n, n],
    battery2_status: [79, 78, n, n, n, n, n, n],
    level_1: [0.15, 0.3, n, n, n, n, n, n],
    signal_strength: [-102, -98, n, n, -110, n, n, n], // mean dBm
  };
  for (const [type, series] of Object.entries(expected)) {
    it(`aggregates ${type}`, async () => {
      const body = await report(type, 'quarter_hour', '2024-01-15T10:00:00Z', '2024-01-15T12:00:00Z');
      expect(body.points.map((p) => p.t)).toEqual(
        ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'].map(
          (hm) => `2024-01-15T${hm}:00.000Z`,
        ),
      );
      expect(values(body)).toEqual(series);
      expect(body.type).toBe(type);
    });
  }

  it('names the unit and lists the alert episodes overlapping the range', async () => {
    const body = await report('flow', 'quarter_hour', '2024-01-15T10:00:00Z', '2024-01-15T12:00:00Z');
    expect(body.unit).toBe('m3/h');
    expect(body.alerts).toEqual([
      { t: '2024-01-15T11:10:00.000Z', state: 'backflow', ended_at: '2024-01-15T11:25:00.000Z' },
      { t: '2024-01-15T11:30:00.000Z', state: 'battery_low', ended_at: null },
    ]);
  });
});

describe('installations/{uuid}/reports/ at the other granularities', () => {
  it('bins by the minute', async () => {
    const total = await report('total_volume', 'minute', '2024-01-15T10:00:00Z', '2024-01-15T12:00:00Z');
    expect(total.points).toHaveLength(120);
    expect(nonNull(total)).toEqual({
      '2024-01-15T10:00': 100.5,
      '2024-01-15T10:05': 101,
      '2024-01-15T10:20': 102,
      '2024-01-15T11:10': 101.5,
    });
    const delta = await report('delta_volume', 'minute', '2024-01-15T10:00:00Z', '2024-01-15T12:00:00Z');
    expect(nonNull(delta)).toEqual({
      '2024-01-15T10:00': 0.5,
      '2024-01-15T10:05': 0.5,
      '2024-01-15T10:20': 1,
      '2024-01-15T11:10': -0.5,
    });
  });

  it('bins by the hour', async () => {
    const total = await report('total_volume', 'hour', '2024-01-15T00:00:00Z', '2024-01-17T00:00:00Z');
    expect(total.points).toHaveLength(48);
    expect(nonNull(total)).toEqual({
      '2024-01-15T09:00': 100,
      '2024-01-15T10:00': 102,
      '2024-01-15T11:00': 101.5,
      '2024-01-15T23:00': 105,
      '2024-01-16T00:00': 110,
    });
    // 09:00 counts from the 2023-11-30 reading, the last before the range: 100 - 90
    const delta = await report('delta_volume', 'hour', '2024-01-15T00:00:00Z', '2024-01-17T00:00:00Z');
    expect(nonNull(delta)).toEqual({
      '2024-01-15T09:00': 10,
      '2024-01-15T10:00': 2,
      '2024-01-15T11:00': -0.5,
      '2024-01-15T23:00': 3.5,
      '2024-01-16T00:00': 5,
    });
    const flow = await report('flow', 'hour', '2024-01-15T00:00:00Z', '2024-01-17T00:00:00Z');
    expect(nonNull(flow)['2024-01-15T10:00']).toBe(4);
  });

  it('bins by UTC days, a bare date_before including its whole day', async () => {
    const args = ['day', '2024-01-15', '2024-01-16'] as const;
    const total = await report('total_volume', ...args);
    expect(total.points.map((p) => p.t)).toEqual(['2024-01-15T00:00:00.000Z', '2024-01-16T00:00:00.000Z']);
    expect(values(total)).toEqual([105, 110]);
    expect(values(await report('delta_volume', ...args))).toEqual([15, 5]);
    expect(values(await report('flow', ...args))).toEqual([Math.round((14 / 6) * 1e9) / 1e9, 1]);
  });

  it('bins by local days of the given time zone', async () => {
    const args = ['day', '2024-01-15T00:00:00+01:00', '2024-01-17T00:00:00+01:00', '&tz=Europe/Vienna'] as const;
    const total = await report('total_volume', ...args);
    expect(total.points.map((p) => p.t)).toEqual(['2024-01-14T23:00:00.000Z', '2024-01-15T23:00:00.000Z']);
    expect(total.tz).toBe('Europe/Vienna');
    // the 23:30 UTC reading is 00:30 on the 16th in Vienna
    expect(values(total)).toEqual([101.5, 110]);
    expect(values(await report('delta_volume', ...args))).toEqual([11.5, 8.5]);
    expect(values(await report('flow', ...args))).toEqual([2.2, 2]);
  });

  it('bins by weeks starting on Monday', async () => {
    const total = await report('total_volume', 'week', '2024-01-01', '2024-01-31');
    expect(total.points.map((p) => p.t.slice(0, 10))).toEqual([
      '2024-01-01',
      '2024-01-08',
      '2024-01-15',
      '2024-01-22',
      '2024-01-29',
    ]);
    expect(values(total)).toEqual([n, n, 110, n, n]);
    expect(values(await report('delta_volume', 'week', '2024-01-01', '2024-01-31'))).toEqual([n, n, 20, n, n]);
  });

  it('bins by months and years', async () => {
    const month = await report('delta_volume', 'month', '2023-12-01', '2024-02-29');
    expect(month.points.map((p) => p.t.slice(0, 10))).toEqual(['2023-12-01', '2024-01-01', '2024-02-01']);
    expect(values(month)).toEqual([n, 20, n]);
    const years = await report('total_volume', 'year', '2020-01-01', '2024-12-31');
    expect(years.points.map((p) => p.t.slice(0, 4))).toEqual(['2020', '2021', '2022', '2023', '2024']);
    expect(values(years)).toEqual([n, n, n, 90, 110]);
    // the first reading ever has no earlier one to count from
    expect(values(await report('delta_volume', 'year', '2020-01-01', '2024-12-31'))).toEqual([n, n, n, n, 20]);
  });
});

describe('meter-groups/{uuid}/reports/', () => {
  const groupReport = (type: string, auth = token(), group = fixture.group) =>
    call<GroupReport>(
      suite.server,
      'GET',
      `/api/meter-groups/${group}/reports/?type=${type}&granularity=quarter_hour&date_after=2024-01-15T10:00:00Z&date_before=2024-01-15T12:00:00Z`,
      { token: auth },
    );

  it('sums the per-meter values of each bucket across the group', async () => {
    // meter B: 10:10 total 50 flow 1, 10:40 total 52 flow 3
    const total = await groupReport('total_volume');
    expect(total.status).toBe(200);
    expect(total.body.meters).toBe(2);
    expect(values(total.body)).toEqual([151, 102, 52, n, 101.5, n, n, n]);
    expect(values((await groupReport('delta_volume')).body)).toEqual([1, 1, 2, n, -0.5, n, n, n]);
    expect(values((await groupReport('flow')).body)).toEqual([4, 6, 3, n, -2, n, n, n]);
  });

  it('refuses types that cannot be summed', async () => {
    const reply = await groupReport('temperature');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      type: ['"temperature" cannot be summed over a group; choose one of: total_volume, delta_volume, flow.'],
    });
  });

  it("hides another company's group", async () => {
    expect((await groupReport('flow', token(), fixture.foreignGroup)).status).toBe(404);
    const staff = (await login(suite.server, 'staff@example.com')).access;
    expect((await groupReport('flow', staff, fixture.foreignGroup)).status).toBe(200);
  });
});
