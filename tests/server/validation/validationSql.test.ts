import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertBit } from '../../../src/core/domain/alertStates.ts';
import { validateReadings } from '../../../src/core/domain/validation/validateReadings.ts';
import {
  DEFAULT_VALIDATION_RULES,
  type ValidationFinding,
  type ValidationRules,
} from '../../../src/core/domain/validation/validationRules.ts';
import { maxFlowOf } from '../../../src/core/domain/validation/spikeCheck.ts';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { ensureReadoutPartitions } from '../../../server/db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../../server/db/rowsOf.ts';
import { validationFindingsSql, type MeterToValidate } from '../../../server/modules/validation/validationFindingsSql.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { validationSamples } from '../support/validationSamples.ts';

// The set-based validation (one SQL statement) against its definition, the pure checks over the same
// readings: generated histories with every kind of fault, across a month's partition boundary.
const suite = serverSuite();

const Q = 15 * 60_000;
const FROM = Date.UTC(2021, 11, 29);
const TO = Date.UTC(2022, 0, 4);
/** the run's "now" lies inside the histories, so their last hours are readings from the future */
const NOW = TO - 3 * 3_600_000;
const BACKFLOW = alertBit('backflow');

/** small, deterministic random numbers */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Reading {
  /** epoch ms, and microseconds beyond it (timestamps finer than the checks' milliseconds) */
  t: number;
  micros: number;
  v: number | null;
  flags: number;
  fcnt: number | null;
}

/**
 * A meter's readings with gaps (one over midnight of the new year: two partitions), late readings within
 * the tolerance, spikes, frozen runs (some with a reading without value inside), falls within and beyond
 * the tolerance, backflow, a wrap at the register's digits, readings sent twice, frame counters that fall
 * and readings from the future.
 */
function history(seed: number, start: number, digits: number, nulls: number): Reading[] {
  const next = random(seed);
  const span = 10 ** digits;
  const out: Reading[] = [];
  let v = start;
  let fcnt = 1000;
  let frozen = 0;
  for (let t = FROM; t < TO; t += Q) {
    const newYear = t >= Date.UTC(2021, 11, 31, 23, 0) && t < Date.UTC(2022, 0, 1, 1, 0);
    const roll = next();
    if (newYear || roll < 0.03) continue;
    if (frozen > 0) frozen -= 1;
    else if (roll < 0.06) frozen = 2 + Math.floor(next() * 8);
    else if (roll < 0.08) v += 0.5 + next() * 3;
    else if (roll < 0.1) v -= next() < 0.5 ? 0.0005 : 0.05 + next();
    else v += Math.round(next() * 300) / 10_000;
    if (v >= span) v -= span;
    const late = next() < 0.1 ? Math.floor(next() * 6 * 60_000) : 0;
    const micros = next() < 0.05 ? [499, 500, 501, 250][Math.floor(next() * 4)] : 0;
    const fall = next() < 0.02;
    fcnt = fall ? fcnt - 5 : fcnt + 1;
    out.push({
      t: t + late,
      micros,
      v: next() < nulls ? null : Number(v.toFixed(4)),
      flags: next() < 0.03 ? BACKFLOW : 0,
      fcnt: next() < 0.05 ? null : fcnt,
    });
    if (next() < 0.02) out.push({ ...out[out.length - 1], t: t + late + 20_000 + Math.floor(next() * 50_000) });
  }
  return out;
}

/**
 * Readings that sit on each time and flow bound of RULES to the millisecond and microsecond (the set-based
 * filter compares coarser float seconds first): a step of exactly the gap limit and one a millisecond or
 * half a microsecond-rounded millisecond over it, steps just inside and on the duplicate window, register
 * steps on and a hair over the meter's largest flow, and readings on and just past the clock's limit.
 */
function edges(maxFlow: number): Reading[] {
  const limit = (RULES.expected_interval_minutes + RULES.gap_tolerance_minutes) * 60_000;
  const duplicate = RULES.duplicate_window_seconds * 1000;
  const latest = NOW + RULES.clock_future_minutes * 60_000;
  const steps: Array<[dt: number, dv: number, micros?: number]> = [
    [Q, 0.01],
    [limit, 0.01],
    [limit + 1, 0.01],
    [limit, 0.01, 500],
    [limit, 0.01, 499],
    [limit + 1, 0.01, 499],
    [duplicate - 1, 0.01],
    [duplicate, 0.01],
    [duplicate - 1, 0.01, 500],
    [Q, maxFlow / 4],
    [Q, maxFlow / 4 + 1e-6],
    [Q, maxFlow / 4 - 1e-6],
    [Q + 1, maxFlow / 4],
  ];
  const out: Reading[] = [];
  let [t, v] = [FROM + 86_400_000, 100];
  for (const [dt, dv, micros = 0] of steps) {
    t += dt;
    v += dv;
    out.push({ t, micros, v, flags: 0, fcnt: null });
  }
  for (const [at, micros] of [
    [latest - Q, 0],
    [latest, 499],
    [latest + Q, 0],
    [latest + Q + 1, 0],
  ]) {
    v += 0.01;
    out.push({ t: at, micros, v, flags: 0, fcnt: null });
  }
  return out;
}

const RULES: ValidationRules = { ...DEFAULT_VALIDATION_RULES, frozen_intervals: 3, backwards_tolerance_m3: 0.001 };
const SMALL_REGISTER: ValidationRules = { ...RULES, register_digits: 5, gap_tolerance_minutes: 2, max_flow_m3h: 9 };
/** meters with readings without a value (`nulls`, their share) and meters without */
const METERS: Array<{
  meterType: string;
  rules: ValidationRules;
  start: number;
  digits: number;
  nulls: number;
  onBounds?: boolean;
}> = [
  { meterType: 'rcmlrwotaa', rules: RULES, start: 100, digits: 8, nulls: 0.02 },
  { meterType: 'afm', rules: RULES, start: 5_000, digits: 8, nulls: 0 },
  { meterType: 'other', rules: SMALL_REGISTER, start: 99_990, digits: 5, nulls: 0 },
  { meterType: 'rcmlrwotaa', rules: SMALL_REGISTER, start: 99_999.5, digits: 5, nulls: 0.02 },
  { meterType: 'rcmlrwotaa', rules: { ...RULES, register_digits: 3 }, start: 998, digits: 3, nulls: 0 },
  { meterType: 'rcmlrwotaa', rules: RULES, start: 20, digits: 8, nulls: 0 },
  { meterType: 'rcmlrwotaa', rules: RULES, start: 100, digits: 8, nulls: 0, onBounds: true },
];

let meters: MeterToValidate[] = [];

beforeAll(async () => {
  const { db } = suite.server.built.ctx;
  const made = await db
    .insert(installations)
    .values(
      METERS.map((meter, i) => ({
        serialNumber: `VEE-SQL-${i}`,
        meterType: meter.meterType,
        companyId: suite.ids['Riverside Water Works'],
      })),
    )
    .returning({ id: installations.id });
  meters = made.map((row, i) => ({ id: row.id, meterType: METERS[i].meterType, rules: METERS[i].rules }));
  await ensureReadoutPartitions(db, new Date(FROM), new Date(TO));
  for (const [i, meter] of meters.entries()) {
    const readings = METERS[i].onBounds
      ? edges(maxFlowOf(meter.rules, meter.meterType))
      : history(i + 1, METERS[i].start, METERS[i].digits, METERS[i].nulls);
    await db.insert(readouts).values(
      readings.map((r) => ({
        installationId: meter.id,
        ts: new Date(r.t),
        totalVolume: r.v,
        alertFlags: r.flags,
        frameCounter: r.fcnt,
        source: 'import' as const,
      })),
    );
    // timestamps finer than a millisecond: the checks see them rounded
    for (const r of readings.filter((one) => one.micros > 0))
      await db.execute(sql`UPDATE readouts SET ts = ts + ${r.micros} * interval '1 microsecond'
        WHERE installation_id = ${meter.id}::int AND ts = ${new Date(r.t).toISOString()}::timestamptz`);
  }
});

const order = (a: ValidationFinding, b: ValidationFinding) =>
  a.from - b.from || a.to - b.to || a.rule.localeCompare(b.rule);

async function pureFindings(meter: MeterToValidate, from: Date, to: Date): Promise<ValidationFinding[]> {
  const samples = [];
  for await (const batch of validationSamples(suite.server.built.ctx.db, meter.id, from, to)) samples.push(...batch);
  return validateReadings(samples, meter.rules, { meterType: meter.meterType, now: NOW }).sort(order);
}

async function sqlFindings(from: Date, to: Date): Promise<Map<number, ValidationFinding[]>> {
  const rows = rowsOf<{
    installation_id: number;
    rule: ValidationFinding['rule'];
    t_from: string | number;
    t_to: string | number;
    detail: Record<string, number>;
  }>(await suite.server.built.ctx.db.execute(validationFindingsSql(meters, from, to, NOW)));
  const byMeter = new Map<number, ValidationFinding[]>(meters.map((meter) => [meter.id, []]));
  for (const row of rows)
    byMeter.get(Number(row.installation_id))!.push({
      rule: row.rule,
      from: Number(row.t_from),
      to: Number(row.t_to),
      detail: row.detail,
    });
  for (const list of byMeter.values()) list.sort(order);
  return byMeter;
}

describe('set-based validation', () => {
  it('finds exactly what the pure checks find, rule by rule and number by number', async () => {
    const [from, to] = [new Date(FROM), new Date(TO)];
    const found = await sqlFindings(from, to);
    const rules = new Set<string>();
    for (const meter of meters) {
      const expected = await pureFindings(meter, from, to);
      expect(found.get(meter.id)).toEqual(expected);
      for (const finding of expected) rules.add(finding.rule);
    }
    // the readings on the bounds fire where they pass them, not where they sit on them
    const onBounds = meters.find((_, i) => METERS[i].onBounds)!;
    const fired = (rule: string) => found.get(onBounds.id)!.filter((finding) => finding.rule === rule).length;
    expect([fired('gap'), fired('duplicate'), fired('clock_jump')]).toEqual([4, 2, 2]);
    expect(fired('spike')).toBeGreaterThanOrEqual(1);
    // the histories exercise every rule
    expect([...rules].sort()).toEqual(['backwards', 'clock_jump', 'duplicate', 'frozen', 'gap', 'rollover', 'spike']);
  });

  it('agrees over a part of the range that starts inside a frozen run and a day across the partitions', async () => {
    for (const [from, to] of [
      [FROM + 7 * Q + 60_000, FROM + 2 * 86_400_000],
      [Date.UTC(2021, 11, 31, 12), Date.UTC(2022, 0, 1, 12)],
    ]) {
      const found = await sqlFindings(new Date(from), new Date(to));
      for (const meter of meters)
        expect(found.get(meter.id)).toEqual(await pureFindings(meter, new Date(from), new Date(to)));
    }
  });

  it('finds nothing for a meter without readings in the range', async () => {
    const { db } = suite.server.built.ctx;
    const rows = rowsOf(await db.execute(validationFindingsSql(meters, new Date(TO), new Date(TO + 86_400_000), NOW)));
    expect(rows).toEqual([]);
  });
});
