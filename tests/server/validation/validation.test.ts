import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/core/contract/pagination.ts';
import type { SilentMeter, ValidationFindingBody } from '../../../src/core/contract/validation.ts';
import { alertBit } from '../../../src/core/domain/alertStates.ts';
import { DEFAULT_VALIDATION_RULES } from '../../../src/core/domain/validation/validationRules.ts';
import { installationLatest, installations, readouts } from '../../../server/db/deviceSchema.ts';
import { ensureReadoutPartitions } from '../../../server/db/ensureReadoutPartitions.ts';
import { validationFindings } from '../../../server/db/validationSchema.ts';
import { validationQueueIdle } from '../../../server/modules/validation/queueValidation.ts';
import { serverSuite } from '../support/serverSuite.ts';

const ADMIN = 'admin@example.com';
const USER = 'user@example.com';
const HILLCREST = 'staff-of-hillcrest@hillcrest.example.com';
const suite = serverSuite({
  signIn: [ADMIN, USER],
  users: [
    {
      email: HILLCREST,
      company: 'Hillcrest Utilities',
      permissions: ['view_report', 'add_communicationdevice', 'view_company', 'change_company'],
    },
  ],
});

const Q = 15 * 60_000;
/** a day before the demo data, so the readings here are the meter's only ones in the range */
const DAY0 = Date.UTC(2023, 5, 1);
const DAY1 = '2023-06-01';

let meter: { id: number; uuid: string; serial: string; companyId: number };

/** readings every 15 minutes from DAY0 with these register values (null: no reading at that slot) */
async function writeReadings(values: Array<number | null>, flags: Record<number, number> = {}) {
  const { db } = suite.server.built.ctx;
  await ensureReadoutPartitions(db, new Date(DAY0), new Date(DAY0 + 2 * 86_400_000));
  await db.delete(readouts).where(eq(readouts.installationId, meter.id));
  const rows = values.flatMap((v, i) =>
    v === null
      ? []
      : [
          {
            installationId: meter.id,
            ts: new Date(DAY0 + i * Q),
            totalVolume: v,
            alertFlags: flags[i] ?? 0,
            source: 'import' as const,
          },
        ],
  );
  await db.insert(readouts).values(rows);
}

const rising = (n: number, start = 100) => Array.from({ length: n }, (_, i) => start + i * 0.01);
const run = (email: string, body: unknown) => suite.as(email, 'POST', '/api/validation/runs/', { json: body });
const findings = (email: string, query = '') =>
  suite.as<Page<ValidationFindingBody>>(email, 'GET', `/api/validation/findings/?installation=${meter.uuid}${query}`);

beforeAll(async () => {
  const { db } = suite.server.built.ctx;
  const [row] = await db
    .select({
      id: installations.id,
      uuid: installations.uuid,
      serial: installations.serialNumber,
      companyId: installations.companyId,
    })
    .from(installations)
    .where(eq(installations.companyId, suite.ids['Riverside Water Works']))
    .orderBy(installations.id)
    .limit(1);
  meter = row;
});

describe('validation runs and findings', () => {
  it('finds gaps, backwards registers and rollovers, and re-running replaces the open findings', async () => {
    const values: Array<number | null> = rising(40);
    values[10] = null; // a gap of one interval
    values[11] = null;
    values[20] = 99; // the register falls 1.2 m³
    values[30] = 99_999_999.99; // and wraps at 8 digits
    values[31] = 0.01;
    for (let i = 32; i < 40; i++) values[i] = 0.01 + (i - 31) * 0.01;
    await writeReadings(values);
    const body = { installations: [meter.uuid], date_after: DAY1, date_before: DAY1 };
    const first = await run(USER, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ task_id: null, installations: 1 });
    const page = await findings(USER, '&ordering=range_from');
    expect(page.status).toBe(200);
    const rules = page.body.results.map((f) => f.rule);
    expect(rules).toContain('gap');
    expect(rules).toContain('backwards');
    expect(rules).toContain('rollover');
    expect(rules).not.toContain('frozen');
    const gap = page.body.results.find((f) => f.rule === 'gap')!;
    expect(gap).toMatchObject({
      state: 'open',
      installation: meter.uuid,
      serial_number: meter.serial,
      range_from: new Date(DAY0 + 9 * Q).toISOString(),
      range_to: new Date(DAY0 + 12 * Q).toISOString(),
      detail: { missing_intervals: 2, minutes: 45 },
    });

    // the same run again: the same findings, not twice
    await run(USER, body);
    const again = await findings(USER);
    expect(again.body.count).toBe(page.body.count);

    // the readings corrected: the run replaces its open findings
    await writeReadings(rising(40));
    await run(USER, body);
    expect((await findings(USER)).body.count).toBe(0);
  });

  it('takes the meter’s backflow as a reason to run backwards', async () => {
    const values = rising(10);
    values[5] = 98;
    await writeReadings(values, { 5: alertBit('backflow') });
    await run(USER, { installations: [meter.serial], date_after: DAY1, date_before: DAY1 });
    expect((await findings(USER, '&rule=backwards')).body.count).toBe(0);
  });

  it('filters findings and accepts them in bulk; an accepted finding stays through a re-run', async () => {
    const values: Array<number | null> = rising(60);
    values[5] = null;
    values[40] = null;
    values[20] = 50;
    await writeReadings(values);
    await run(USER, { installations: [meter.uuid], date_after: DAY1, date_before: DAY1 });
    const gaps = await findings(USER, '&rule=gap');
    expect(gaps.body.count).toBe(2);
    const late = await findings(USER, `&date_after=${new Date(DAY0 + 30 * Q).toISOString()}`);
    expect(late.body.results.map((f) => f.rule)).toEqual(['gap']);
    const early = await findings(USER, `&date_before=${new Date(DAY0 + 10 * Q).toISOString()}&rule=gap`);
    expect(early.body.count).toBe(1);

    // a basic user may look, not accept
    const ids = gaps.body.results.map((f) => f.id);
    expect((await suite.as(USER, 'POST', '/api/validation/findings/accept/', { json: { ids } })).status).toBe(403);
    const accepted = await suite.as(ADMIN, 'POST', '/api/validation/findings/accept/', { json: { ids } });
    expect(accepted).toMatchObject({ status: 200, body: { accepted: 2 } });
    expect((await findings(USER, '&state=accepted')).body.count).toBe(2);
    expect((await findings(USER, '&state=open&rule=gap')).body.count).toBe(0);

    await run(USER, { installations: [meter.uuid], date_after: DAY1, date_before: DAY1 });
    expect((await findings(USER, '&rule=gap')).body.results.map((f) => f.state)).toEqual(['accepted', 'accepted']);
    expect((await findings(USER, '&state=open')).body.results.map((f) => f.rule)).toEqual(['spike', 'backwards']);
  });

  it('keeps to the caller’s companies', async () => {
    const foreign = await suite.as(HILLCREST, 'POST', '/api/validation/runs/', {
      json: { installations: [meter.uuid], date_after: DAY1, date_before: DAY1 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      installations: ['A chosen meter does not exist or belongs to a company you cannot use.'],
    });
    const list = await suite.as<Page<ValidationFindingBody>>(
      HILLCREST,
      'GET',
      `/api/validation/findings/?installation=${meter.uuid}`,
    );
    expect(list.body.count).toBe(0);
    const [one] = await suite.server.built.ctx.db
      .select({ id: validationFindings.id })
      .from(validationFindings)
      .where(and(eq(validationFindings.installationId, meter.id), eq(validationFindings.state, 'open')))
      .limit(1);
    const accept = await suite.as(HILLCREST, 'POST', '/api/validation/findings/accept/', { json: { ids: [one.id] } });
    expect(accept.status).toBe(400);
    const [still] = await suite.server.built.ctx.db
      .select({ state: validationFindings.state })
      .from(validationFindings)
      .where(eq(validationFindings.id, one.id));
    expect(still.state).toBe('open');
    const rules = await suite.as(HILLCREST, 'GET', `/api/companies/${meter.companyId}/validation-rules/`);
    expect(rules.status).toBe(404);
  });

  it('refuses bad runs and bad filters with field errors', async () => {
    const bad = await run(USER, { installations: [], date_after: 'yesterday', date_before: DAY1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['date_after', 'installations']);
    const order = await run(USER, { installations: [meter.uuid], date_after: '2023-06-02', date_before: '2023-05-01' });
    expect(order.body).toEqual({ date_before: ['Must be later than date_after.'] });
    const long = await run(USER, { installations: [meter.uuid], date_after: '2020-01-01', date_before: '2023-01-01' });
    expect(long.status).toBe(400);
    const filters = await suite.as(USER, 'GET', '/api/validation/findings/?rule=nonsense&state=closed&date_after=x');
    expect(filters.status).toBe(400);
    expect(Object.keys(filters.body).sort()).toEqual(['date_after', 'rule', 'state']);
  });
});

describe('validation after ingestion', () => {
  it('validates a range again once its readings are estimated: the gap filled is no longer a finding', async () => {
    const values: Array<number | null> = rising(20);
    values[6] = null;
    values[7] = null;
    await writeReadings(values);
    await run(USER, { installations: [meter.uuid], date_after: DAY1, date_before: DAY1 });
    expect((await findings(USER, '&rule=gap&state=open')).body.count).toBe(1);
    const estimate = await suite.as(ADMIN, 'POST', '/api/readouts/estimate/', {
      json: {
        installation: meter.uuid,
        date_after: new Date(DAY0).toISOString(),
        date_before: new Date(DAY0 + 20 * Q).toISOString(),
        method: 'linear',
      },
    });
    expect(estimate).toMatchObject({ status: 200, body: { estimated: 2 } });
    await validationQueueIdle(suite.server.built.ctx.db);
    expect((await findings(USER, '&rule=gap&state=open')).body.count).toBe(0);
  });

  it('validates the meters and range an import stored readings for', async () => {
    const { db } = suite.server.built.ctx;
    const day = 86_400_000;
    const t0 = Math.floor(Date.now() / day) * day - 4 * day;
    // the meter's only readings from three days before the import on
    await db
      .delete(readouts)
      .where(
        and(
          eq(readouts.installationId, meter.id),
          gte(readouts.ts, new Date(t0 - 3 * day)),
          lt(readouts.ts, new Date(t0 + day)),
        ),
      );
    const csv = [
      'serial,ts,volume_m3',
      ...[0, 1, 5, 6].map((n) => `${meter.serial},${new Date(t0 + n * Q).toISOString()},${10 + n / 100}`),
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv]), 'readings.csv');
    const response = await fetch(`${suite.server.url}/api/readouts/import/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${suite.tokens[ADMIN]}` },
      body: form,
    });
    expect(response.status).toBe(200);
    await validationQueueIdle(db);
    const window = `&date_after=${new Date(t0).toISOString()}&date_before=${new Date(t0 + 2 * Q).toISOString()}&rule=gap`;
    const page = await findings(USER, window);
    expect(page.body.results).toMatchObject([
      { rule: 'gap', range_from: new Date(t0 + Q).toISOString(), range_to: new Date(t0 + 5 * Q).toISOString() },
    ]);
  });
});

describe('validation rules', () => {
  it('answers the defaults, and only those who may change the company change them', async () => {
    const path = `/api/companies/${meter.companyId}/validation-rules/`;
    expect((await suite.as(USER, 'GET', path)).body).toEqual(DEFAULT_VALIDATION_RULES);
    const changed = { ...DEFAULT_VALIDATION_RULES, frozen_intervals: 12, max_flow_m3h_by_type: { afm: 200 } };
    expect((await suite.as(USER, 'PUT', path, { json: changed })).status).toBe(403);
    const put = await suite.as(ADMIN, 'PUT', path, { json: changed });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ frozen_intervals: 12, max_flow_m3h_by_type: { afm: 200, rcmlrwotaa: 3.125 } });
    expect((await suite.as(USER, 'GET', path)).body).toMatchObject({ frozen_intervals: 12 });
  });

  it('refuses nonsense thresholds with field errors and changes nothing', async () => {
    const path = `/api/companies/${meter.companyId}/validation-rules/`;
    const before = (await suite.as(ADMIN, 'GET', path)).body;
    const nonsense = {
      ...DEFAULT_VALIDATION_RULES,
      expected_interval_minutes: 0,
      max_flow_m3h: -1,
      register_digits: 40,
      frozen_intervals: 1e9,
      backwards_tolerance_m3: -0.1,
    };
    const put = await suite.as(ADMIN, 'PUT', path, { json: nonsense });
    expect(put.status).toBe(400);
    expect(Object.keys(put.body).sort()).toEqual([
      'backwards_tolerance_m3',
      'expected_interval_minutes',
      'frozen_intervals',
      'max_flow_m3h',
      'register_digits',
    ]);
    expect((await suite.as(ADMIN, 'GET', path)).body).toEqual(before);
  });
});

describe('silent meters', () => {
  it('lists the caller’s meters without a reading since the date', async () => {
    const { db } = suite.server.built.ctx;
    await db
      .update(installationLatest)
      .set({ lastReadoutAt: new Date(DAY0) })
      .where(eq(installationLatest.installationId, meter.id));
    const page = await suite.as<Page<SilentMeter>>(
      USER,
      'GET',
      '/api/validation/silent-meters/?since=2024-01-01&no_page=true',
    );
    expect(page.status).toBe(200);
    const list = page.body as unknown as SilentMeter[];
    expect(list.find((m) => m.uuid === meter.uuid)).toMatchObject({ last_readout_at: new Date(DAY0).toISOString() });
    expect(list.every((m) => m.company_name === 'Riverside Water Works')).toBe(true);
    const foreign = await suite.as<Page<SilentMeter>>(
      HILLCREST,
      'GET',
      '/api/validation/silent-meters/?since=2024-01-01',
    );
    expect(foreign.body.results.some((m) => m.uuid === meter.uuid)).toBe(false);
    expect((await suite.as(USER, 'GET', '/api/validation/silent-meters/?since=soon')).status).toBe(400);
  });
});
