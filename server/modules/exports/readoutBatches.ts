import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { readouts } from '../../db/deviceSchema.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { readoutBody } from '../../domain/readoutBody.ts';

/** One readout as exported: flat, so a CSV header is known before the first row. */
export type ExportRecord = Record<string, string | number | null>;

/** Rows per query: big enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 5000;

export interface ExportMeter {
  id: number;
  serialNumber: string;
}

/** Seconds of readings the first query of a meter looks at: a batch of 15-minute readings. */
const FIRST_WINDOW_SECONDS = EXPORT_BATCH_ROWS * 900;

/**
 * The readouts of `meters` (in the given order, each by time) in [after, before), in batches of
 * `EXPORT_BATCH_ROWS`, so an export of any length holds one batch at a time. Keyset pagination on the
 * primary key (installation_id, ts), the cursor being the timestamp's text, which round-trips microseconds
 * a JavaScript Date would cut off. Each query is also bounded by a time window that adapts to the meter's
 * reading rate: without statistics (PGlite never has any, PostgreSQL not right after a bulk load) the
 * planner reads every row after the cursor and sorts them for each batch, which made a 1M-row export
 * quadratic; within a window each query reads about one batch.
 */
export async function* readoutBatches(
  db: Db,
  meters: ExportMeter[],
  range: { after?: Date; before?: Date },
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportRecord[]> {
  const inRange = (id: number) =>
    and(
      eq(readouts.installationId, id),
      range.after ? gte(readouts.ts, range.after) : undefined,
      range.before ? lt(readouts.ts, range.before) : undefined,
    );
  for (const meter of meters) {
    const [bounds] = await db
      .select({
        first: sql<string | null>`min(${readouts.ts})::text`,
        lastMs: sql<number | string | null>`(extract(epoch FROM max(${readouts.ts})) * 1000)::float8`,
      })
      .from(readouts)
      .where(inRange(meter.id));
    // many meters without readings in the range must not hold the event loop either
    await yieldToEventLoop();
    if (bounds.first === null) continue;
    const lastMs = Number(bounds.lastMs);
    let from = bounds.first;
    let inclusive = true;
    let windowSeconds = FIRST_WINDOW_SECONDS;
    for (;;) {
      const rows = await db
        .select({
          key: sql<string>`${readouts.ts}::text`,
          ms: sql<number | string>`(extract(epoch FROM ${readouts.ts}) * 1000)::float8`,
          fromMs: sql<number | string>`(extract(epoch FROM ${from}::timestamptz) * 1000)::float8`,
          r: readouts,
        })
        .from(readouts)
        .where(
          and(
            inRange(meter.id),
            inclusive ? sql`${readouts.ts} >= ${from}::timestamptz` : sql`${readouts.ts} > ${from}::timestamptz`,
            sql`${readouts.ts} < ${from}::timestamptz + ${windowSeconds} * interval '1 second'`,
          ),
        )
        .orderBy(asc(readouts.ts))
        .limit(batchRows);
      if (rows.length > 0) yield rows.map(({ r }) => exportRecord(meter, r));
      if (rows.length === batchRows) {
        // the window held more: go on after the last row, with a window about one batch long
        const last = rows[rows.length - 1];
        windowSeconds = Math.max(1, ((Number(last.ms) - Number(last.fromMs)) / 1000) * 1.2);
        from = last.key;
        inclusive = false;
        continue;
      }
      const [{ next, nextMs }] = rowsOf<{ next: string; nextMs: number | string }>(
        await db.execute(sql`SELECT (${from}::timestamptz + ${windowSeconds} * interval '1 second')::text AS next,
          (extract(epoch FROM ${from}::timestamptz + ${windowSeconds} * interval '1 second') * 1000)::float8 AS "nextMs"`),
      );
      if (Number(nextMs) > lastMs) break;
      from = next;
      inclusive = true;
      windowSeconds *= 2;
    }
  }
}

function exportRecord(meter: ExportMeter, r: typeof readouts.$inferSelect): ExportRecord {
  // The API's readout body, with the serial first and the alert states as one text cell.
  const { alert_flags, ...body } = readoutBody(r);
  return { serial_number: meter.serialNumber, ...body, alerts: alert_flags.join(';') };
}
