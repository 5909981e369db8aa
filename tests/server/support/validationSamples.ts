import { sql } from 'drizzle-orm';
import type { ValidationSample } from '../../../src/core/domain/validation/validationRules.ts';
import type { Db } from '../../../server/db/createDatabase.ts';
import { readouts } from '../../../server/db/deviceSchema.ts';
import { rowsOf } from '../../../server/db/rowsOf.ts';

/** Days of readings per query: a quarter of 15-minute readings (~8,800), so memory stays flat over a year. */
const WINDOW_MS = 92 * 86_400_000;

/** `t,v,f,c` with empty fields for nulls: a missing register value or frame counter */
function sampleOf(line: string): ValidationSample {
  const [t, v, f, c] = line.split(',');
  return { t: Number(t), v: v === '' ? null : Number(v), flags: Number(f), fcnt: c === '' ? null : Number(c) };
}

/**
 * One meter's readings in [from, to) in time order, as the pure checks take them, in quarterly batches: the
 * feed of the definition the set-based validation (validationFindingsSql.ts) is held to. Each batch
 * comes as ONE text (`t,v,f,c;…`, the time as epoch milliseconds) that is split here: decoding a row object per
 * reading cost the drivers (node-postgres and PGlite) several times the scan. Only the four columns the checks
 * read; plain range predicates, so the planner reads only that quarter's partitions.
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
      SELECT string_agg(
        (extract(epoch FROM ${readouts.ts}) * 1000)::bigint || ',' || coalesce(${readouts.totalVolume}::text, '') || ','
          || ${readouts.alertFlags} || ',' || coalesce(${readouts.frameCounter}::text, ''),
        ';' ORDER BY ${readouts.ts}) AS lines
      FROM ${readouts}
      WHERE ${readouts.installationId} = ${installationId}
        AND ${readouts.ts} >= ${new Date(start).toISOString()} AND ${readouts.ts} < ${new Date(end).toISOString()}`);
    const [row] = rowsOf<{ lines: string | null }>(result);
    if (row?.lines) yield row.lines.split(';').map(sampleOf);
  }
}
