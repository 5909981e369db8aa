import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { GenerateReadoutsReport } from '../../../src/core/contract/readouts.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { Db } from '../../db/createDatabase.ts';
import { readouts } from '../../db/deviceSchema.ts';
import { deriveAlerts } from '../../simulate/deriveAlerts.ts';
import { simulateReadouts } from '../../simulate/simulateReadouts.ts';
import { rowsOf } from '../reports/runReport.ts';
import { applyLeakRules, type LeakMeter } from './applyLeakRules.ts';

export const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** The quarter-hour readings of [from, to): the first at or after `from`, the last before `to`. */
export function readingSlots(from: Date, to: Date): { first: Date; last: Date; steps: number } {
  const first = Math.ceil(from.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const last = Math.ceil(to.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS - QUARTER_HOUR_MS;
  return { first: new Date(first), last: new Date(last), steps: Math.max(0, (last - first) / QUARTER_HOUR_MS + 1) };
}

/**
 * Writes simulated readouts (server/simulate) for each meter over the period, replacing the readings it
 * had there, one meter at a time so progress can be polled; then derives the alerts over each meter's
 * whole history and applies its company's leak rules to the period.
 */
export async function generateReadouts(
  db: Db,
  meters: LeakMeter[],
  period: { from: Date; to: Date },
  progress: (done: number, total: number) => Promise<void>,
): Promise<GenerateReadoutsReport> {
  const { first, last, steps } = readingSlots(period.from, period.to);
  const ids = meters.map((m) => m.id);
  let written = 0;
  let episodes = 0;
  for (const [index, meter] of meters.entries()) {
    await progress(index, meters.length);
    if (steps === 0) continue;
    await db
      .delete(readouts)
      .where(and(inArray(readouts.installationId, [meter.id]), gte(readouts.ts, first), lte(readouts.ts, last)));
    // the same meter and period always give the same readings
    const seed = (meter.id * 7919 + first.getTime() / QUARTER_HOUR_MS) % 2_147_483_647;
    const result = await simulateReadouts(db, [{ id: meter.id, lora: meter.meterType === LORA_METER_TYPE }], {
      days: steps / 96,
      end: last,
      seed,
    });
    written += result.readouts;
  }
  if (steps > 0 && ids.length > 0) {
    const [span] = rowsOf<{ min: number | string; max: number | string }>(
      await db.execute(sql`SELECT (extract(epoch FROM min(ts)) * 1000)::float8 AS min,
        (extract(epoch FROM max(ts)) * 1000)::float8 AS max FROM ${readouts} WHERE installation_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    await deriveAlerts(db, ids, new Date(Number(span.min)), new Date(Number(span.max)));
    for (const meter of meters) episodes += await applyLeakRules(db, meter, first, last);
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
