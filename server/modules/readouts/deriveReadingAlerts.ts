import { sql } from 'drizzle-orm';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { RUN_LOOKBACK_DAYS } from '../../simulate/alertEpisodes.ts';
import { replaceDerivedAlerts, runningAlerts } from '../../simulate/deriveAlerts.ts';
import { applyNightFlowAlerts } from './applyNightFlowAlerts.ts';

/** Installations per derivation: their readings are aggregated together, a month at a time. */
const CHUNK = 500;
const DAY_MS = 86_400_000;

interface MeterSpan {
  id: number;
  meter_type: string;
  first_ms: number | string | null;
  last_ms: number | string | null;
  /** the newest reading before the changed range */
  before_ms: number | string | null;
}

/**
 * The alerts (and newest reading, volume and open-alert count) of installations whose readings changed from
 * `since` on (imported, edited, estimated), derived as over their whole history (each meter's days from its first
 * reading) but only from the changed days on: from a few days before `since` (or the day after the newest reading
 * before it, when that is earlier), carrying on the alerts running into that day, to the meter's newest reading.
 * Without `since`, over the whole history. Telegrams, uplinks and tours move alerts on reading by reading instead
 * (advanceReadingAlerts.ts).
 */
export async function deriveReadingAlerts(db: Db, installationIds: readonly number[], since?: Date): Promise<void> {
  for (let at = 0; at < installationIds.length; at += CHUNK) {
    const ids = installationIds.slice(at, at + CHUNK);
    const spans = await meterSpans(db, ids, since);
    const meters = spans
      .filter((span) => span.first_ms !== null && span.last_ms !== null)
      .map((span) => ({
        id: span.id,
        lora: span.meter_type === LORA_METER_TYPE,
        anchorMs: Number(span.first_ms),
        endMs: Number(span.last_ms),
        day: startDay(span, since),
      }));
    const running = await runningAlerts(db, meters);
    await replaceDerivedAlerts(
      db,
      meters.map(({ day, ...meter }) => ({ ...meter, start: { day, running: running.get(meter.id)! } })),
    );
    // the nights from the newest reading before the changed ones: a night left open there may now be whole
    const before = spans.map((span) => (span.before_ms === null ? Infinity : Number(span.before_ms)));
    const nightsSince = since && new Date(Math.min(since.getTime(), ...before));
    await applyNightFlowAlerts(db, ids, nightsSince);
    await yieldToEventLoop();
  }
}

/** Each meter's first and newest reading, and its newest before `since` (rejected readings too: they are its days). */
async function meterSpans(db: Db, ids: readonly number[], since: Date | undefined): Promise<MeterSpan[]> {
  return rowsOf<MeterSpan>(
    await db.execute(sql`
      SELECT i.id, i.meter_type, (extract(epoch FROM s.first) * 1000)::float8 AS first_ms,
        (extract(epoch FROM s.last) * 1000)::float8 AS last_ms, (extract(epoch FROM b.ts) * 1000)::float8 AS before_ms
      FROM installations AS i
      CROSS JOIN LATERAL (SELECT min(ts) AS first, max(ts) AS last FROM readouts WHERE installation_id = i.id) AS s
      CROSS JOIN LATERAL (
        SELECT max(ts) AS ts FROM readouts
        WHERE installation_id = i.id AND ts < ${(since ?? new Date(0)).toISOString()}::timestamptz
      ) AS b
      WHERE i.id = ANY(${arrayLiteral([...ids])}::int[])`),
  );
}

/**
 * The first day whose alerts may change (day 0 at the meter's first reading): the day of `since`, or the day after
 * the newest reading before it (the days between had no readings and lay past the meter's last day), less the days
 * a rule's run not yet an alert reaches back. Without a reading before `since`, day 0: the whole history.
 */
function startDay(span: MeterSpan, since: Date | undefined): number {
  if (since === undefined || span.before_ms === null) return 0;
  const first = Number(span.first_ms);
  const changed = Math.min(
    Math.floor((since.getTime() - first) / DAY_MS),
    Math.floor((Number(span.before_ms) - first) / DAY_MS) + 1,
  );
  return Math.max(0, changed - RUN_LOOKBACK_DAYS);
}
