import { sql, type SQL } from 'drizzle-orm';
import type { ReadingEditRequestAction, ReadingQuality } from '../../../src/core/domain/readingQuality.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import type { EditRange } from './parseEditRange.ts';

export interface ReadingChange {
  installationId: number;
  range: EditRange;
  action: ReadingEditRequestAction;
  /** the corrected register (correct only) */
  volume?: number;
  reason: string;
  byId: string;
}

/** The readings each action changes, by their quality now: a change that would change nothing is left out. */
const CHANGES: Record<ReadingEditRequestAction, readonly ReadingQuality[]> = {
  correct: ['measured', 'estimated', 'edited', 'rejected'],
  reject: ['measured', 'estimated', 'edited'],
  restore: ['edited', 'rejected'],
};

/** The new register, quality and method of a changed reading (`prior`: the reading now and as first stored). */
function newValues(change: ReadingChange): { volume: SQL; quality: SQL; method: SQL } {
  switch (change.action) {
    case 'correct':
      return { volume: sql`${change.volume ?? null}::float8`, quality: sql`'edited'`, method: sql`NULL` };
    case 'reject':
      return { volume: sql`prior.total_volume`, quality: sql`'rejected'`, method: sql`NULL` };
    case 'restore':
      return {
        volume: sql`prior.first_volume`,
        quality: sql`prior.first_quality`,
        method: sql`CASE WHEN prior.first_quality = 'estimated' THEN 'linear' END`,
      };
  }
}

/**
 * Applies one edit in one statement: the readings of the range whose quality the action changes get their
 * new values, and each gets an audit row with the reading as first stored (its values when measured or
 * estimated; the original of its latest audit row once edited or rejected) and as changed. Returns how many
 * readings changed.
 */
export async function changeReadings(db: Db, change: ReadingChange): Promise<number> {
  const id = change.installationId;
  const inRange =
    change.range.kind === 'one'
      ? sql`r.ts = ${change.range.ts.toISOString()}::timestamptz`
      : sql`r.ts >= ${change.range.from.toISOString()}::timestamptz AND r.ts < ${change.range.to.toISOString()}::timestamptz`;
  const qualities = sql.join(
    CHANGES[change.action].map((quality) => sql`${quality}`),
    sql`, `,
  );
  const set = newValues(change);
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      WITH prior AS (
        SELECT r.ts, r.total_volume,
          CASE WHEN r.quality IN ('edited', 'rejected') THEN coalesce(o.original_volume, r.total_volume)
            ELSE r.total_volume END AS first_volume,
          CASE WHEN r.quality IN ('edited', 'rejected') THEN coalesce(o.original_quality, 'measured')
            ELSE r.quality END AS first_quality
        FROM readouts r LEFT JOIN LATERAL (
          SELECT e.original_volume, e.original_quality FROM reading_edits e
          WHERE e.installation_id = r.installation_id AND e.ts = r.ts
          ORDER BY e.id DESC LIMIT 1
        ) o ON true
        WHERE r.installation_id = ${id} AND ${inRange} AND r.quality IN (${qualities})
      ), changed AS (
        UPDATE readouts r SET total_volume = ${set.volume}, quality = ${set.quality}, quality_method = ${set.method}
        FROM prior WHERE r.installation_id = ${id} AND r.ts = prior.ts
        RETURNING r.ts, r.total_volume, r.quality, prior.first_volume, prior.first_quality
      )
      INSERT INTO reading_edits
        (installation_id, ts, action, reason, by_id, original_volume, original_quality, new_volume, new_quality)
      SELECT ${id}::int, ts, ${change.action}::text, ${change.reason}::text, ${change.byId}::uuid,
        first_volume, first_quality, total_volume, quality
      FROM changed
      RETURNING id`),
  );
  return rows.length;
}

/** Whether the meter has a reading at exactly `ts` (of any quality). */
export async function hasReadingAt(db: Db, installationId: number, ts: Date): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(
      sql`SELECT 1 AS one FROM readouts WHERE installation_id = ${installationId} AND ts = ${ts.toISOString()}::timestamptz`,
    ),
  );
  return rows.length > 0;
}
