import { describe, expect, it } from 'vitest';
import type { MeterGroup } from '../../../src/core/contract/meterGroups.ts';
import type { Installation } from '../../../src/core/contract/installations.ts';
import type { GroupNightFlow, NightFlow, WaterBalance } from '../../../src/core/contract/waterBalance.ts';
import type { LeakRules } from '../../../src/core/domain/leakRules.ts';
import { filledBeforeAll, serverSuite } from '../support/serverSuite.ts';
import { insertBalanceFixture } from './balanceFixture.ts';

const suite = serverSuite({ signIn: ['user@example.com', 'admin@example.com'] });
const fixture = filledBeforeAll(() =>
  insertBalanceFixture(suite.server, suite.ids['Riverside Water Works'], suite.ids['Hillcrest Utilities']),
);

/** numbers rounded to 9 places: the database's float sums need not be exact to the last bit */
const rounded = <T extends object>(rows: T[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'number' ? Math.round(value * 1e9) / 1e9 : value,
      ]),
    ),
  );
const get = async <T>(path: string, status = 200) => {
  const reply = await suite.as<T>('user@example.com', 'GET', path);
  expect(reply.status, reply.text).toBe(status);
  return reply.body;
};

describe('meter-groups/{uuid}/balance/', () => {
  it('sets the inlet against the other members by day, and states a member’s gap as coverage', async () => {
    const body = await get<WaterBalance>(
      `/api/meter-groups/${fixture.group}/balance/?granularity=day&date_after=2024-03-01&date_before=2024-03-03`,
    );
    expect([body.inlets, body.members, body.tz]).toEqual([1, 3, 'UTC']);
    const third = 2 / 3;
    expect(rounded(body.rows)).toEqual(
      rounded([
        { t: '2024-03-01T00:00:00.000Z', inlet_m3: 100, members_m3: 92, loss_m3: 8, loss_pct: 8, coverage: 1 },
        { t: '2024-03-02T00:00:00.000Z', inlet_m3: 50, members_m3: 40, loss_m3: 10, loss_pct: 20, coverage: third },
        {
          t: '2024-03-03T00:00:00.000Z',
          inlet_m3: 60,
          members_m3: 50,
          loss_m3: 10,
          loss_pct: 100 / 6,
          coverage: third,
        },
      ]),
    );
  });

  it('takes a month from the registers at its boundaries, so a gap inside it loses nothing', async () => {
    const body = await get<WaterBalance>(
      `/api/meter-groups/${fixture.group}/balance/?granularity=month&date_after=2024-03-01&date_before=2024-03-31`,
    );
    expect(rounded(body.rows)).toEqual(
      rounded([
        { t: '2024-03-01T00:00:00.000Z', inlet_m3: 210, members_m3: 202, loss_m3: 8, loss_pct: 800 / 210, coverage: 1 },
      ]),
    );
  });

  it('answers unknown volumes as null, with no coverage, where no meter read', async () => {
    const body = await get<WaterBalance>(
      `/api/meter-groups/${fixture.group}/balance/?granularity=week&date_after=2023-01-02&date_before=2023-01-08`,
    );
    expect(body.rows).toEqual([
      { t: '2023-01-02T00:00:00.000Z', inlet_m3: null, members_m3: null, loss_m3: null, loss_pct: null, coverage: 0 },
    ]);
  });

  it('is a 404 for another company’s group, and field errors for bad parameters', async () => {
    await get(
      `/api/meter-groups/${fixture.foreignGroup}/balance/?granularity=day&date_after=2024-03-01&date_before=2024-03-03`,
      404,
    );
    expect(
      await get(`/api/meter-groups/${fixture.group}/balance/?granularity=hour&date_after=2024-03-01`, 400),
    ).toEqual({
      granularity: ['"hour" is not a valid choice.'],
      date_before: ['This field is required.'],
    });
    const long = await get<Record<string, string[]>>(
      `/api/meter-groups/${fixture.group}/balance/?granularity=day&date_after=2020-01-01&date_before=2024-03-03`,
      400,
    );
    expect(Object.keys(long)).toEqual(['date_before']);
    expect(
      await get(
        `/api/meter-groups/${fixture.group}/balance/?granularity=day&date_after=x&date_before=2024-03-03&tz=Mars/Base`,
        400,
      ),
    ).toMatchObject({
      date_after: [expect.stringContaining('wrong format')],
      tz: ['"Mars/Base" is not a valid time zone.'],
    });
  });
});

describe('night flow', () => {
  const range = 'date_after=2024-03-01&date_before=2024-03-02';
  it('is a group’s inlet and members’ mean flow in the local night window, 02:00–04:00 by default', async () => {
    const body = await get<GroupNightFlow>(`/api/meter-groups/${fixture.group}/night-flow/?${range}&tz=Europe/Berlin`);
    expect([body.window_start, body.window_end, body.inlets, body.members]).toEqual(['02:00', '04:00', 1, 3]);
    expect(rounded(body.rows)).toEqual([
      // the local days of [1 March, 3 March) UTC in Berlin; M1 alone read in the window of the first night
      { t: '2024-02-29T23:00:00.000Z', inlet_m3h: 1.5, members_m3h: 0.5, coverage: Math.round((1 / 3) * 1e9) / 1e9 },
      { t: '2024-03-01T23:00:00.000Z', inlet_m3h: null, members_m3h: null, coverage: 0 },
      { t: '2024-03-02T23:00:00.000Z', inlet_m3h: null, members_m3h: null, coverage: 0 },
    ]);
  });

  it('is a meter’s series in the window asked for, in the time zone asked for', async () => {
    const utc = await get<NightFlow>(`/api/installations/${fixture.m1}/night-flow/?${range}`);
    expect(rounded(utc.points)).toEqual([
      { t: '2024-03-01T00:00:00.000Z', m3h: 0.8 }, // 02:00 and 03:00 UTC: 500.4 → 501.2
      { t: '2024-03-02T00:00:00.000Z', m3h: null },
    ]);
    const early = await get<NightFlow>(
      `/api/installations/${fixture.m1}/night-flow/?${range}&window_start=00:30&window_end=03:00`,
    );
    // 01:00 → 03:00 UTC: 500.2 → 501.2 over two hours
    expect(rounded(early.points)[0]).toEqual({ t: '2024-03-01T00:00:00.000Z', m3h: 0.5 });
    const pastMidnight = await get<NightFlow>(
      `/api/installations/${fixture.m1}/night-flow/?${range}&window_start=23:30&window_end=03:00`,
    );
    // the night of 1 March runs to 03:00 on 2 March, when M1 did not read
    expect(pastMidnight.points[0]).toEqual({ t: '2024-03-01T00:00:00.000Z', m3h: null });
  });

  it('refuses a bad window, another company’s meter and too long a range', async () => {
    await get(`/api/installations/${fixture.foreignMeter}/night-flow/?${range}`, 404);
    expect(
      await get(`/api/installations/${fixture.m1}/night-flow/?${range}&window_start=25:00&window_end=2`, 400),
    ).toEqual({
      window_start: ['Time has wrong format. Use HH:MM (00:00 to 23:59).'],
      window_end: ['Time has wrong format. Use HH:MM (00:00 to 23:59).'],
    });
    expect(
      await get(`/api/meter-groups/${fixture.group}/night-flow/?${range}&window_start=03:00&window_end=03:00`, 400),
    ).toEqual({ window_end: ['The night window must not end at the time it starts.'] });
    const long = await get<Record<string, string[]>>(
      `/api/meter-groups/${fixture.group}/night-flow/?date_after=2020-01-01&date_before=2024-03-03`,
      400,
    );
    expect(Object.keys(long)).toEqual(['date_before']);
  });

  it('takes the company’s night window when the query names none', async () => {
    const rules = `/api/companies/${suite.ids['Riverside Water Works']}/leak-rules/`;
    const defaults = (await suite.as<LeakRules>('admin@example.com', 'GET', rules)).body;
    const put = (body: LeakRules) => suite.as('admin@example.com', 'PUT', rules, { json: body });
    expect((await put({ ...defaults, night_start: '00:30', night_end: '03:00' })).status).toBe(200);
    try {
      const meter = await get<NightFlow>(`/api/installations/${fixture.m1}/night-flow/?${range}`);
      expect([meter.window_start, meter.window_end]).toEqual(['00:30', '03:00']);
      expect(rounded(meter.points)[0]).toEqual({ t: '2024-03-01T00:00:00.000Z', m3h: 0.5 });
      const group = await get<GroupNightFlow>(`/api/meter-groups/${fixture.group}/night-flow/?${range}`);
      expect([group.window_start, group.window_end]).toEqual(['00:30', '03:00']);
      // a time the query names wins over the company's
      const asked = await get<NightFlow>(`/api/installations/${fixture.m1}/night-flow/?${range}&window_start=02:00`);
      expect([asked.window_start, asked.window_end]).toEqual(['02:00', '03:00']);
    } finally {
      await put(defaults);
    }
  });
});

describe('inlet_installations of a group', () => {
  it('are named by uuid, of the group’s company only, and offered by the picker as the server accepts them', async () => {
    const path = `/api/meter-groups/${fixture.group}/`;
    expect((await suite.as<MeterGroup>('admin@example.com', 'GET', path)).body.inlet_installations).toEqual([
      fixture.inlet,
    ]);
    const refused = await suite.as('admin@example.com', 'PATCH', path, {
      json: { inlet_installations: [fixture.foreignMeter] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ inlet_installations: [expect.stringContaining('BAL-FOREIGN')] });
    const changed = await suite.as<MeterGroup>('admin@example.com', 'PATCH', path, {
      json: { inlet_installations: [fixture.inlet, fixture.m1] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(new Set(changed.body.inlet_installations)).toEqual(new Set([fixture.inlet, fixture.m1]));
    const offered = await suite.as<Installation[]>(
      'admin@example.com',
      'GET',
      `/api/installations/?no_page=true&search=BAL-&for=device-group-inlet:${fixture.group}`,
    );
    expect(offered.body.map((i) => i.serial_number).sort()).toEqual(['BAL-INLET', 'BAL-M1', 'BAL-M2', 'BAL-M3']);
    const restored = await suite.as<MeterGroup>('admin@example.com', 'PATCH', path, {
      json: { inlet_installations: [fixture.inlet] },
    });
    expect(restored.body.inlet_installations).toEqual([fixture.inlet]);
  });
});
