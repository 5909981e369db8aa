import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { GenerateReadoutsReport } from '../../../src/core/contract/readouts.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { Db } from '../../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { msg, type Msg } from '../../http/HttpError.ts';
import { TaskError } from '../../jobs/TaskError.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { installationLatest, readouts } from '../../db/deviceSchema.ts';
import { deriveAlerts } from '../../simulate/deriveAlerts.ts';
import { simulateReadouts, type SimulationOptions } from '../../simulate/simulateReadouts.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { applyLeakRules, type LeakMeter } from './applyLeakRules.ts';
import { applyNightFlowAlerts } from './applyNightFlowAlerts.ts';

export const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Generated readings stay within these: a year-9999 reading would become every meter's newest. */
const EARLIEST = '2000-01-01';
const AHEAD_MS = 86_400_000;
/** readings per COPY: about a week of one meter, a few milliseconds of the embedded database */
const FLUSH_ROWS = 672;

/** Why a date_from/date_to of a generation is out of bounds (before 2000, after tomorrow), or null. */
export function generationDateError(date: Date, now = Date.now()): Msg | null {
  if (date.getTime() < Date.parse(`${EARLIEST}T00:00:00Z`)) return msg('dateTooEarly', { min: EARLIEST });
  if (date.getTime() > now + AHEAD_MS)
    return msg('dateTooLate', { max: new Date(now + AHEAD_MS).toISOString().replace(/\.\d{3}Z$/, 'Z') });
  return null;
}

/** The quarter-hour readings of [from, to): the first at or after `from`, the last before `to`. */
export function readingSlots(from: Date, to: Date): { first: Date; last: Date; steps: number } {
  const first = Math.ceil(from.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const last = Math.ceil(to.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS - QUARTER_HOUR_MS;
  return { first: new Date(first), last: new Date(last), steps: Math.max(0, (last - first) / QUARTER_HOUR_MS + 1) };
}

/**
 * Writes simulated readouts (server/simulate) for each meter over the period, replacing the readings it
 * had there, one meter at a time so progress can be polled. Each meter's replace (its readings, newest
 * reading and volume) is one transaction: a failure leaves that meter as it was, never without readouts.
 * Its alerts (derived over its whole history) and leak rules follow in transactions of their own, so
 * the meter's transaction, which PGlite lets no other request past, stays short. The work yields to the
 * event loop between its statements: PGlite runs on this thread, so without that no request is even
 * read until the whole generation is done.
 */
export async function generateReadouts(
  db: Db,
  meters: LeakMeter[],
  period: { from: Date; to: Date },
  progress: (done: number, total: number) => Promise<void>,
): Promise<GenerateReadoutsReport> {
  const { first, last, steps } = readingSlots(period.from, period.to);
  let written = 0;
  let episodes = 0;
  // before the meters' transactions, which then find every month's partition in place
  if (steps > 0)
    await ensureReadoutPartitions(db, first, last).catch((error: unknown) => {
      throw new TaskError('readoutGenerationFailed', { cause: error });
    });
  for (const [index, meter] of meters.entries()) {
    await progress(index, meters.length);
    await yieldToEventLoop();
    if (steps === 0) continue;
    try {
      written += await db.transaction((tx) => replaceReadouts(tx as unknown as Db, meter, first, last, steps));
      await yieldToEventLoop();
      episodes += await refreshAlerts(db, meter, first, last);
    } catch (error) {
      throw new TaskError('readoutGenerationFailed', { cause: error });
    }
  }
  await progress(meters.length, meters.length);
  return {
    meters: meters.length,
    readouts_written: written,
    from: first.toISOString(),
    to: last.toISOString(),
    alerts: episodes,
  };
}

/**
 * What a generation simulates for one meter over its reading slots. The same meter and period always give
 * the same readings: one every quarter hour, less those of a transmission gap the meter's profile may draw.
 */
export function meterSimulation(
  meter: Pick<LeakMeter, 'id' | 'meterType'>,
  slots: { first: Date; last: Date; steps: number },
): [meters: Array<{ id: number; lora: boolean }>, options: SimulationOptions] {
  const seed = (meter.id * 7919 + slots.first.getTime() / QUARTER_HOUR_MS) % 2_147_483_647;
  return [
    [{ id: meter.id, lora: meter.meterType === LORA_METER_TYPE }],
    { days: slots.steps / 96, end: slots.last, seed, flushRows: FLUSH_ROWS },
  ];
}

async function replaceReadouts(tx: Db, meter: LeakMeter, first: Date, last: Date, steps: number): Promise<number> {
  await tx
    .delete(readouts)
    .where(and(eq(readouts.installationId, meter.id), gte(readouts.ts, first), lte(readouts.ts, last)));
  await yieldToEventLoop();
  const result = await simulateReadouts(tx, ...meterSimulation(meter, { first, last, steps }));
  await tx.execute(sql`
    UPDATE ${installationLatest} AS i SET last_readout_at = latest.ts, volume_m3 = latest.total_volume
    FROM (
      SELECT ts, total_volume FROM ${readouts} WHERE installation_id = ${meter.id} ORDER BY ts DESC LIMIT 1
    ) AS latest
    WHERE i.installation_id = ${meter.id}`);
  return result.readouts;
}

/** Derives the meter's alerts over its whole history, then its leak alerts of the period. */
async function refreshAlerts(db: Db, meter: LeakMeter, first: Date, last: Date): Promise<number> {
  const [span] = rowsOf<{ min: number | string; max: number | string }>(
    await db.execute(sql`SELECT (extract(epoch FROM min(ts)) * 1000)::float8 AS min,
      (extract(epoch FROM max(ts)) * 1000)::float8 AS max FROM ${readouts} WHERE installation_id = ${meter.id}`),
  );
  await yieldToEventLoop();
  await deriveAlerts(db, [meter.id], new Date(Number(span.min)), new Date(Number(span.max)));
  await yieldToEventLoop();
  const episodes = await applyLeakRules(db, meter, first, last);
  await applyNightFlowAlerts(db, [meter.id]);
  return episodes;
}
