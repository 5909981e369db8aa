import { and, count, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerateReadoutsResult } from '../../../src/core/contract/readouts.ts';
import type { MeterChoice } from '../../../src/core/contract/reports.ts';
import { DEFAULT_LEAK_RULES, detectLeaks, LEAK_STATES } from '../../../src/core/domain/leakRules.ts';
import { alerts, installations, readouts } from '../../../server/db/deviceSchema.ts';
import { meterSimulation, readingSlots } from '../../../server/modules/readouts/generateReadouts.ts';
import { generateMeterReadouts } from '../../../server/simulate/generateMeterReadouts.ts';
import { planSimulation } from '../../../server/simulate/simulateReadouts.ts';
import { call, type Page } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';

const suite = serverSuite({
  signIn: ['user@example.com', 'admin@example.com'],
  users: [
    {
      email: 'hill@example.com',
      company: 'Hillcrest Utilities',
      permissions: ['add_communicationdevice', 'view_company'],
    },
  ],
});
const { ids, tokens } = suite;
beforeAll(async () => {
  await suite.server.built.ctx.db.insert(installations).values([
    { serialNumber: 'MTR-0002', meterType: 'afm', companyId: ids['Riverside Water Works'] },
    { serialNumber: 'mtr-0001', meterType: 'rcmlrwotaa', companyId: ids['Riverside Water Works'] },
    { serialNumber: 'MTR-0003', meterType: 'afm', companyId: ids['Hillcrest Utilities'] },
  ]);
});

describe('meters/', () => {
  it('lists the visible meters of a type as chart choices, up to limit 9999', async () => {
    const reply = await call<Page<MeterChoice>>(suite.server, 'GET', '/api/meters/?meter_type=afm&limit=9999', {
      token: tokens['user@example.com'],
    });
    const [{ n }] = await suite.server.built.ctx.db
      .select({ n: count() })
      .from(installations)
      .where(and(eq(installations.companyId, ids['Riverside Water Works']), eq(installations.meterType, 'afm')));
    expect(reply.body.count).toBe(n);
    expect(reply.body.results).toHaveLength(n);
    expect(new Set(reply.body.results.map((m) => m.company_name))).toEqual(new Set(['Riverside Water Works']));
    expect(reply.body.results.every((m) => m.meter_type === 'afm')).toBe(true);
  });

  it('searches serial numbers case-insensitively, inside the tenancy', async () => {
    const reply = await call<Page<MeterChoice>>(suite.server, 'GET', '/api/meters/?search=MTR-&limit=1', {
      token: tokens['user@example.com'],
    });
    expect(reply.body.count).toBe(2);
    expect(reply.body.results).toHaveLength(1);
    expect(reply.body.next).toContain('offset=1');
    const all = await call<MeterChoice[]>(suite.server, 'GET', '/api/meters/?search=mtr-&no_page=true', {
      token: tokens['user@example.com'],
    });
    expect(all.body.map((m) => m.serial_number).sort()).toEqual(['MTR-0002', 'mtr-0001']);
  });
});

describe('companies/{id}/leak-rules/', () => {
  const path = (name: string) => `/api/companies/${ids[name]}/leak-rules/`;
  const changed = { ...DEFAULT_LEAK_RULES, no_usage_days: 5, nominal_flow_m3h: { afm: 250 } };

  it('gives the defaults until a company admin changes them', async () => {
    const before = await call(suite.server, 'GET', path('Riverside Water Works'), {
      token: tokens['user@example.com'],
    });
    expect(before.body).toEqual(DEFAULT_LEAK_RULES);
    const refused = await call(suite.server, 'PUT', path('Riverside Water Works'), {
      token: tokens['user@example.com'],
      json: changed,
    });
    expect(refused.status).toBe(403);
    const saved = await call(suite.server, 'PUT', path('Riverside Water Works'), {
      token: tokens['admin@example.com'],
      json: changed,
    });
    expect(saved.status).toBe(200);
    const after = await call(suite.server, 'GET', path('Riverside Water Works'), { token: tokens['user@example.com'] });
    // the LoRa nominal flow keeps its default when only the AFM one is given
    expect(after.body).toEqual({ ...changed, nominal_flow_m3h: { rcmlrwotaa: 2.5, afm: 250 } });
  });

  it('keeps a night window of two local times, 1 to 6 hours long, that may cross midnight', async () => {
    const put = (rules: object) =>
      call(suite.server, 'PUT', path('Hillcrest Utilities'), {
        token: tokens['admin@example.com'],
        json: { ...DEFAULT_LEAK_RULES, ...rules },
      });
    const crossing = await put({ night_start: '23:30', night_end: '01:30', night_flow_nights: 2 });
    expect(crossing.status, crossing.text).toBe(200);
    expect(crossing.body).toMatchObject({ night_start: '23:30', night_end: '01:30', night_flow_nights: 2 });
    const bad = await put({ night_start: '24:00', night_end: 'late' });
    expect(bad.body).toEqual({
      night_start: ['Time has wrong format. Use HH:MM (00:00 to 23:59).'],
      night_end: ['Time has wrong format. Use HH:MM (00:00 to 23:59).'],
    });
    for (const [start, end] of [
      ['02:00', '02:30'],
      ['22:00', '04:30'],
      ['03:00', '03:00'],
    ]) {
      const wrong = await put({ night_start: start, night_end: end });
      expect(wrong.body).toEqual({ night_end: ['The night window must last from 1 to 6 hours.'] });
    }
    expect((await put({ night_flow_nights: 0.5, night_flow_min_m3h: 0 })).body).toEqual({
      night_flow_nights: ['A valid integer is required.'],
      night_flow_min_m3h: ['Ensure this value is greater than 0.'],
    });
    // nothing changed by the refusals; a body without the night fields sets their defaults
    expect((await call(suite.server, 'GET', path('Hillcrest Utilities'), { token: tokens['admin@example.com'] })).body)
      .toMatchObject({ night_start: '23:30', night_end: '01:30' });
    const { night_start, night_end, night_flow_min_m3h, night_flow_nights, ...older } = DEFAULT_LEAK_RULES;
    expect([night_start, night_end, night_flow_min_m3h, night_flow_nights]).toEqual(['02:00', '04:00', 0.01, 3]);
    expect((await put(older)).body).toEqual(DEFAULT_LEAK_RULES);
  });

  it('refuses thresholds that are not positive numbers, and hides other companies', async () => {
    const bad = await call(suite.server, 'PUT', path('Riverside Water Works'), {
      token: tokens['admin@example.com'],
      json: { ...DEFAULT_LEAK_RULES, burst_minutes: -30, no_usage_days: 'three' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['burst_minutes', 'no_usage_days']);
    expect(bad.body.no_usage_days).toEqual(['A valid number is required.']);
    // positive thresholds: zero is refused too, and the message says so (greater than, not 'or equal')
    expect(bad.body.burst_minutes).toEqual(['Ensure this value is greater than 0.']);
    const nested = await call(suite.server, 'PUT', path('Riverside Water Works'), {
      token: tokens['admin@example.com'],
      json: { ...DEFAULT_LEAK_RULES, nominal_flow_m3h: { afm: 'lots' } },
    });
    expect(nested.body).toEqual({ nominal_flow_m3h: ['A valid number is required.'] });
    expect(
      (await call(suite.server, 'GET', path('Hillcrest Utilities'), { token: tokens['user@example.com'] })).status,
    ).toBe(404);
  });
});

describe('generate-readouts/ and readouts/result/', () => {
  const start = (json: unknown, token = tokens['admin@example.com']) =>
    call<{ task_id: string }>(suite.server, 'POST', '/api/generate-readouts/', { token, json });
  const poll = async (taskId: string, token = tokens['admin@example.com']) => {
    for (let i = 0; i < 200; i++) {
      const reply = await call<GenerateReadoutsResult>(suite.server, 'GET', `/api/readouts/result/?task_id=${taskId}`, {
        token,
      });
      if (reply.status !== 200 || reply.body.status !== 'pending') return reply;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('task did not finish');
  };

  it('writes the readings of the period once, however often it runs, and applies the leak rules', async () => {
    const { db } = suite.server.built.ctx;
    const [meter] = await db.select().from(installations).where(eq(installations.serialNumber, 'mtr-0001'));
    const request = { serials: ['mtr-0001'], date_from: '2024-05-01', date_to: '2024-05-02' };
    const inPeriod = and(
      eq(readouts.installationId, meter.id),
      gte(readouts.ts, new Date('2024-05-01T00:00:00Z')),
      lte(readouts.ts, new Date('2024-05-02T23:45:00Z')),
    );
    for (let run = 0; run < 2; run++) {
      const started = await start(request);
      expect(started.status).toBe(202);
      const done = await poll(started.body.task_id);
      expect(done.body).toEqual({
        status: 'completed',
        report: {
          meters: 1,
          readouts_written: 192,
          from: '2024-05-01T00:00:00.000Z',
          to: '2024-05-02T23:45:00.000Z',
          alerts: expect.any(Number) as number,
        },
      });
      const [{ n }] = await db.select({ n: count() }).from(readouts).where(inPeriod);
      expect(n).toBe(192);
    }
    const rows = await db.select().from(readouts).where(inPeriod).orderBy(readouts.ts);
    const rules = { ...DEFAULT_LEAK_RULES, no_usage_days: 5, nominal_flow_m3h: { rcmlrwotaa: 2.5, afm: 250 } };
    const expected = detectLeaks(
      rows.map((r) => ({ t: r.ts.getTime(), flow: r.flow, totalVolume: r.totalVolume })),
      rules,
      'rcmlrwotaa',
    );
    const stored = await db
      .select({ state: alerts.state, startedAt: alerts.startedAt })
      .from(alerts)
      .where(and(eq(alerts.installationId, meter.id), inArray(alerts.state, [...LEAK_STATES])))
      .orderBy(alerts.startedAt, alerts.state);
    expect(stored.map((a) => [a.state, a.startedAt.getTime()])).toEqual(expected.map((e) => [e.state, e.from]));
  });

  it('leaves out the readings of a transmission gap the meter draws for the period, as planned', async () => {
    const { db } = suite.server.built.ctx;
    const [meter] = await db.select().from(installations).where(eq(installations.serialNumber, 'mtr-0001'));
    // a week whose simulation gives the meter a gap: some do, depending on the meter and the week's start
    const week = (i: number) => ({ from: new Date(Date.UTC(2023, 0, 1 + i)), to: new Date(Date.UTC(2023, 0, 8 + i)) });
    const planned = (from: Date, to: Date) => {
      const { profiles, period } = planSimulation(...meterSimulation(meter, readingSlots(from, to)));
      let n = 0;
      generateMeterReadouts(profiles[0], period, () => (n += 1));
      return { n, gap: profiles[0].gap };
    };
    const i = Array.from({ length: 300 }, (_, k) => k).find((k) => planned(week(k).from, week(k).to).gap !== null)!;
    const { from, to } = week(i);
    const { n } = planned(from, to);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(7 * 96);

    const started = await start({ serials: ['mtr-0001'], date_from: from.toISOString(), date_to: to.toISOString() });
    expect(started.status).toBe(202);
    const done = await poll(started.body.task_id);
    expect(done.body).toMatchObject({ status: 'completed', report: { readouts_written: n } });
    const [{ stored }] = await db
      .select({ stored: count() })
      .from(readouts)
      .where(and(eq(readouts.installationId, meter.id), gte(readouts.ts, from), lt(readouts.ts, to)));
    expect(stored).toBe(n);
  });

  it('keeps the task to its company', async () => {
    const started = await start({ serials: ['mtr-0001'], date_from: '2024-05-03', date_to: '2024-05-03' });
    expect((await poll(started.body.task_id, tokens['hill@example.com'])).status).toBe(404);
    expect((await poll(started.body.task_id)).body.status).toBe('completed');
  });

  it('refuses bad requests with field errors and other companies’ meters as unknown', async () => {
    expect((await start({})).body).toEqual({
      installations: ['This field is required.'],
      date_from: ['This field is required.'],
      date_to: ['This field is required.'],
    });
    const reversed = await start({ serials: ['mtr-0001'], date_from: '2024-05-03', date_to: '2024-05-01' });
    expect(reversed.body).toEqual({ date_to: ['Must be later than date_from.'] });
    const long = await start({ serials: ['mtr-0001'], date_from: '2023-01-01', date_to: '2024-06-01' });
    expect(long.body).toEqual({ date_to: ['Ensure the period is no longer than 366 days.'] });
    const foreign = await start(
      { serials: ['mtr-0001'], date_from: '2024-05-01', date_to: '2024-05-01' },
      tokens['hill@example.com'],
    );
    expect(foreign.body).toEqual({
      serials: ['Meter "mtr-0001" does not exist or belongs to a company you cannot use.'],
    });
    expect(
      (
        await start(
          { serials: ['mtr-0001'], date_from: '2024-05-01', date_to: '2024-05-01' },
          tokens['user@example.com'],
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(suite.server, 'GET', '/api/readouts/result/', { token: tokens['admin@example.com'] })).body,
    ).toEqual({
      task_id: ['This field is required.'],
    });
  });
});
