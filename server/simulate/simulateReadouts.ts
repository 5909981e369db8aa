import type { Db } from '../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../db/ensureReadoutPartitions.ts';
import { createRandom } from './createRandom.ts';
import { createReadoutSink } from './createReadoutSink.ts';
import { generateMeterReadouts, type SimulatedPeriod } from './generateMeterReadouts.ts';
import type { MeterProfile } from './MeterProfile.ts';
import type { ReadoutRow } from './ReadoutRow.ts';
import { yieldToEventLoop } from '../jobs/yieldToEventLoop.ts';
import { planMeterProfile } from './planMeterProfile.ts';

export interface SimulationOptions {
  /** history length in days */
  days: number;
  /** the newest reading is at or before this instant (default now), on a quarter hour */
  end?: Date;
  seed: number;
  /** rows per bulk write; a meter's series is cut into writes of this size, yielding between them */
  flushRows?: number;
}

export interface SimulationResult {
  readouts: number;
  start: Date;
  end: Date;
  steps: number;
  profiles: MeterProfile[];
  milliseconds: number;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

export interface SimulationPlan {
  /** the first reading and the newest */
  start: Date;
  end: Date;
  steps: number;
  profiles: MeterProfile[];
  period: SimulatedPeriod;
}

/**
 * The period and the meters' profiles a simulation writes, without writing anything: the same meters
 * and options always give the same plan, and `generateMeterReadouts` turns a profile into its readings.
 */
export function planSimulation(
  meters: Array<{ id: number; lora: boolean }>,
  options: SimulationOptions,
): SimulationPlan {
  const steps = Math.max(1, Math.round(options.days * 96));
  const endMs = Math.floor((options.end ?? new Date()).getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const start = new Date(endMs - (steps - 1) * QUARTER_HOUR_MS);
  const random = createRandom(options.seed);
  const profiles = meters.map((meter) => planMeterProfile(random, meter.id, meter.lora, steps));
  return { start, end: new Date(endMs), steps, profiles, period: { startEpoch: start.getTime() / 1000, steps } };
}

/**
 * Fills the readouts of `meters` for the last `days` days, deterministic from `seed`. The series are
 * computed in JavaScript and bulk-written: on PGlite (PostgreSQL compiled to WebAssembly) the same model
 * as an INSERT … SELECT over generate_series ran at about half the rate, its per-row expressions being
 * interpreted; on PostgreSQL both ways are fast and this keeps one model for both databases.
 */
export async function simulateReadouts(
  db: Db,
  meters: Array<{ id: number; lora: boolean }>,
  options: SimulationOptions,
): Promise<SimulationResult> {
  const started = performance.now();
  const { start, end, steps, profiles, period } = planSimulation(meters, options);
  await ensureReadoutPartitions(db, start, end);
  const sink = createReadoutSink(db);
  const flushRows = options.flushRows ?? 100_000;
  let pending = 0;
  let readouts = 0;
  for (const profile of profiles) {
    const rows: ReadoutRow[] = [];
    // the generator reuses one row object, so each is copied
    generateMeterReadouts(profile, period, (row) => rows.push({ ...row }));
    for (const row of rows) {
      sink.add(row);
      if (++pending >= flushRows) {
        readouts += await sink.flush();
        pending = 0;
        // a single COPY of a year of readings holds the embedded database for seconds
        await yieldToEventLoop();
      }
    }
  }
  readouts += await sink.flush();
  return { readouts, start, end, steps, profiles, milliseconds: performance.now() - started };
}
