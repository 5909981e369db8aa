import { sql } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { READING_INTERVAL_MS } from '../../../src/core/domain/readingQuality.ts';

export interface Estimation {
  installationId: number;
  from: Date;
  to: Date;
  reason: string;
  byId: string;
}

/** How far outside the range the good readings around a gap at its edge are looked for. */
const ANCHOR_WINDOW = '31 days';

/**
 * Fills the missing readings of [from, to) linearly on the register: between each two consecutive good
 * readings (measured or edited, with a register) more than a reading interval apart, a reading every
 * interval after the first while a whole interval remains before the second, with the volume on the straight
 * line between them and their mean flow. Stored as `estimated` (method `linear`, source `estimate`), never
 * over a reading the meter already has at that instant, each with an audit row. Returns how many were made.
 */
export async function estimateReadings(db: Db, estimation: Estimation): Promise<number> {
  const id = estimation.installationId;
  const from = sql`${estimation.from.toISOString()}::timestamptz`;
  const to = sql`${estimation.to.toISOString()}::timestamptz`;
  const step = sql.raw(`interval '${READING_INTERVAL_MS / 1000} seconds'`);
  const good = sql`installation_id = ${id} AND quality IN ('measured', 'edited') AND total_volume IS NOT NULL`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      WITH anchors AS (
        SELECT ts, total_volume FROM readouts WHERE ${good} AND ts >= ${from} AND ts < ${to}
        UNION ALL
        (SELECT ts, total_volume FROM readouts
          WHERE ${good} AND ts < ${from} AND ts >= ${from} - ${ANCHOR_WINDOW}::interval ORDER BY ts DESC LIMIT 1)
        UNION ALL
        (SELECT ts, total_volume FROM readouts
          WHERE ${good} AND ts >= ${to} AND ts < ${to} + ${ANCHOR_WINDOW}::interval ORDER BY ts LIMIT 1)
      ), pairs AS (
        SELECT ts AS a, total_volume AS va, lead(ts) OVER (ORDER BY ts) AS b, lead(total_volume) OVER (ORDER BY ts) AS vb
        FROM anchors
      ), slots AS (
        SELECT g AS ts,
          va + (vb - va) * extract(epoch FROM g - a)::float8 / extract(epoch FROM b - a)::float8 AS volume,
          (vb - va) / (extract(epoch FROM b - a)::float8 / 3600) AS flow
        FROM pairs CROSS JOIN LATERAL generate_series(a + ${step}, b - ${step}, ${step}) AS g
        WHERE b IS NOT NULL AND g >= ${from} AND g < ${to}
      ), made AS (
        INSERT INTO readouts (installation_id, ts, total_volume, flow, source, quality, quality_method)
        SELECT ${id}::int, ts, volume, flow, 'estimate', 'estimated', 'linear' FROM slots
        ON CONFLICT (installation_id, ts) DO NOTHING
        RETURNING ts, total_volume
      )
      INSERT INTO reading_edits (installation_id, ts, action, reason, by_id, new_volume, new_quality)
      SELECT ${id}::int, ts, 'estimate', ${estimation.reason}::text, ${estimation.byId}::uuid, total_volume, 'estimated'
      FROM made
      RETURNING id`),
  );
  return rows.length;
}
