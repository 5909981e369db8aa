import { sql, type SQL } from 'drizzle-orm';
import type { Granularity } from '../../../src/core/domain/granularity.ts';
import { bucketEndSql } from '../../domain/bucketSql.ts';
import type { Db } from '../../db/createDatabase.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import type { ExportMeter } from './readoutBatches.ts';
import { NUMBER_MARK, SERIAL_MARK } from './readoutCellSql.ts';
import type { ReadoutDocument } from './readoutLineSql.ts';

/** Bytes of text per query: few round trips, one modest buffer held at a time whatever the export's length. */
export const EXPORT_BATCH_BYTES = 512 * 1024;

/** Bytes per row guessed for the first query, before the real length is known (a CSV line is about 100). */
const GUESSED_ROW_BYTES = 128;
/** Rows per query at most, however short the rows. */
const MAX_BATCH_ROWS = 50_000;

interface TextBatch {
  text: string | null;
  rows: number;
  key: string | null;
  ms: number | string | null;
  fromMs: number | string;
  next: string;
  nextMs: number | string;
}

const MARKED_NUMBER = new RegExp(`${NUMBER_MARK}([^${NUMBER_MARK}]*)${NUMBER_MARK}`, 'g');

/** The database's text of a batch with its marks replaced: numbers written by JavaScript, the serial cell. */
function unmarked(text: string, serialCell: string): string {
  const numbers = text.includes(NUMBER_MARK)
    ? text.replace(MARKED_NUMBER, (_, number: string) => String(Number(number)))
    : text;
  return numbers.replaceAll(SERIAL_MARK, () => serialCell);
}

/** The readings an export covers: [after, before), and with `lastPer` only the last reading of each bucket. */
export interface ExportRange {
  after?: Date;
  before?: Date;
  /** the report's granularity and time zone: one row per bucket, as the chart draws it */
  lastPer?: { granularity: Granularity; tz: string };
}

/**
 * Keeps a reading only when no later reading of its meter falls in the same bucket (and in the range): the
 * reading a chart of that granularity shows for the bucket, with its own alerts. Rejected readings are left
 * out, as the chart leaves them out. An index probe per reading.
 */
function lastInBucket({ granularity, tz }: NonNullable<ExportRange['lastPer']>, before: Date | undefined): SQL {
  const end = bucketEndSql(sql.raw('readouts.ts'), granularity, tz);
  return sql` AND readouts.quality <> 'rejected' AND NOT EXISTS (SELECT 1 FROM readouts later
    WHERE later.installation_id = readouts.installation_id AND later.quality <> 'rejected'
    AND later.ts > readouts.ts AND later.ts < ${end}${before ? sql` AND later.ts < ${before.toISOString()}::timestamptz` : sql``})`;
}

/**
 * The readouts of `meters` (in the given order, each by time) in [after, before) as the document's text,
 * rows joined by its separator, one string of about `batchBytes` per query: PostgreSQL formats the rows
 * and joins them (string_agg), so no row ever becomes a JavaScript object. Keyset pagination on the
 * primary key (installation_id, ts) within time windows that adapt to the meter's reading rate, as
 * `readoutBatches` does (see there why the windows), and a row count adapted to the bytes per row.
 */
export async function* readoutTextBatches(
  db: Db,
  meters: ExportMeter[],
  range: ExportRange,
  document: ReadoutDocument,
  batchBytes = EXPORT_BATCH_BYTES,
): AsyncGenerator<string> {
  const before = range.before ? sql` AND ts < ${range.before.toISOString()}::timestamptz` : sql``;
  const inRange = (id: number) =>
    sql`installation_id = ${id}${range.after ? sql` AND ts >= ${range.after.toISOString()}::timestamptz` : sql``}${before}${
      range.lastPer ? lastInBucket(range.lastPer, range.before) : sql``
    }`;
  const rowsFor = (rowBytes: number) => Math.max(1, Math.min(MAX_BATCH_ROWS, Math.round(batchBytes / rowBytes)));
  let rowLimit = rowsFor(GUESSED_ROW_BYTES);
  let first = true;
  for (const meter of meters) {
    const [bounds] = rowsOf<{ first: string | null; lastMs: number | string | null }>(
      await db.execute(sql`SELECT min(ts)::text AS first, (extract(epoch FROM max(ts)) * 1000)::float8 AS "lastMs"
        FROM readouts WHERE ${inRange(meter.id)}`),
    );
    // many meters without readings in the range must not hold the event loop either
    await yieldToEventLoop();
    if (bounds.first === null) continue;
    const serialCell = document.serialCell(meter.serialNumber);
    const lastMs = Number(bounds.lastMs);
    let from = bounds.first;
    let inclusive = true;
    let windowSeconds = rowLimit * 900;
    for (;;) {
      const start = sql`${from}::timestamptz`;
      const end = sql`${start} + ${windowSeconds} * interval '1 second'`;
      const [batch] = rowsOf<TextBatch>(
        await db.execute(sql`WITH b AS (
            SELECT ts, ${sql.raw(document.lineSql)} AS line FROM readouts
            WHERE ${inRange(meter.id)} AND ts ${sql.raw(inclusive ? '>=' : '>')} ${start} AND ts < ${end}
            ORDER BY ts LIMIT ${rowLimit})
          SELECT string_agg(line, ${document.separator} ORDER BY ts) AS text, count(*)::int AS rows,
            max(ts)::text AS key, (extract(epoch FROM max(ts)) * 1000)::float8 AS ms,
            (extract(epoch FROM ${start}) * 1000)::float8 AS "fromMs",
            (${end})::text AS next, (extract(epoch FROM ${end}) * 1000)::float8 AS "nextMs"
          FROM b`),
      );
      const rows = Number(batch.rows);
      if (batch.text !== null) {
        const text = unmarked(batch.text, serialCell);
        yield first ? text : document.separator + text;
        first = false;
      }
      if (rows === rowLimit) {
        // the window held more: go on after the last row, with a window about one batch long
        const nextLimit = rowsFor(batch.text!.length / rows);
        windowSeconds = Math.max(1, ((Number(batch.ms) - Number(batch.fromMs)) / 1000) * 1.2 * (nextLimit / rows));
        rowLimit = nextLimit;
        from = batch.key!;
        inclusive = false;
        continue;
      }
      if (Number(batch.nextMs) > lastMs) break;
      from = batch.next;
      inclusive = true;
      windowSeconds *= 2;
    }
  }
}
