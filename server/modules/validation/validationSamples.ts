import { sql } from 'drizzle-orm';
import type { ValidationSample } from '../../../src/core/domain/validation/validationRules.ts';
import type { Db } from '../../db/createDatabase.ts';
import { readouts } from '../../db/deviceSchema.ts';
import { rowsOf } from '../../db/rowsOf.ts';

/** Days of readings per query: a month of 15-minute readings, so memory stays flat over a year. */
const WINDOW_MS = 31 * 86_400_000;

interface SampleRow {
  t: number | string;
  v: number | string | null;
  f: number | string;
  c: number | string | null;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * One meter's readings in [from, to) in time order, as the checks take them, in monthly batches: only the
 * four columns the checks read, the time as epoch milliseconds (no date parsing per row), each query bounded
 * by plain range predicates so the planner reads only that month's partition.
 */
export async function* validationSamples(
  db: Db,
  installationId: number,
  from: Date,
  to: Date,
): AsyncGenerator<ValidationSample[]> {
  for (let start = from.getTime(); start < to.getTime(); start += WINDOW_MS) {
    const end = Math.min(start + WINDOW_MS, to.getTime());
    const result = await db.execute(sql`
      SELECT (extract(epoch FROM ${readouts.ts}) * 1000)::float8 AS t, ${readouts.totalVolume} AS v,
             ${readouts.alertFlags} AS f, ${readouts.frameCounter} AS c
      FROM ${readouts}
      WHERE ${readouts.installationId} = ${installationId}
        AND ${readouts.ts} >= ${new Date(start).toISOString()} AND ${readouts.ts} < ${new Date(end).toISOString()}
      ORDER BY ${readouts.ts}`);
    const rows = rowsOf<SampleRow>(result);
    if (rows.length > 0)
      yield rows.map((row) => ({ t: Number(row.t), v: num(row.v), flags: Number(row.f), fcnt: num(row.c) }));
  }
}
