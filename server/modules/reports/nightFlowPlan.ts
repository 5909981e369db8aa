import { sql } from 'drizzle-orm';
import { nightWindowMinutes, type NightWindow } from '../../../src/core/domain/nightWindow.ts';
import type { Db } from '../../db/createDatabase.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import type { RangeRequest } from './parseReportQuery.ts';

/**
 * Readings a meter has outside the night window per day below which reading all of them once costs less than
 * one index look-up per meter and night (measured: a look-up costs about as much as eight readings read,
 * led to their night and grouped).
 */
const READINGS_PER_LOOKUP = 8;
/** Meters and days the density is sampled on. */
const SAMPLE_METERS = 20;
const SAMPLE_DAYS = 7;

/**
 * Whether the night flow of `meterIds` over the range reads their readings in one pass (sparse readings, e.g.
 * a few a day) rather than one index range per night (dense readings, e.g. every 15 minutes, of which the
 * window holds a small part): decided on the readings per day of a few of the meters over the range's first
 * days, one cheap count on the primary key.
 */
export async function nightFlowInOnePass(
  db: Db,
  meterIds: number[],
  request: RangeRequest,
  window: NightWindow,
): Promise<boolean> {
  if (meterIds.length === 0) return false;
  const step = Math.max(1, Math.floor(meterIds.length / SAMPLE_METERS));
  const sample = meterIds.filter((_, i) => i % step === 0).slice(0, SAMPLE_METERS);
  const days = Math.max(1, Math.min(SAMPLE_DAYS, (request.before.getTime() - request.after.getTime()) / 86_400_000));
  const until = new Date(request.after.getTime() + days * 86_400_000);
  const [{ n }] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM readouts
      WHERE installation_id = ANY(${arrayLiteral(sample)}::int[])
        AND ts >= ${request.after.toISOString()}::timestamptz AND ts < ${until.toISOString()}::timestamptz`),
  );
  const perDay = Number(n) / (sample.length * days);
  return perDay * (1 - nightWindowMinutes(window) / 1440) <= READINGS_PER_LOOKUP;
}
