import { inArray, sql } from 'drizzle-orm';
import type { ValidationRules } from '../../../src/core/domain/validation/validationRules.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { validationFindingsSql, type MeterToValidate } from './validationFindingsSql.ts';
import { validationRuleStore } from './validationRuleStore.ts';

export interface ValidationRange {
  from: Date;
  to: Date;
}

/**
 * Meter-days of readings one statement validates: about 6 meter-years of 15-minute readings (~210k rows).
 * A chunk is one statement and one transaction, so the server's memory stays flat whatever the run, the
 * findings of a chunk land together, and a long run leaves the database to other work between chunks
 * (PGlite runs a statement on this thread: a chunk there holds requests for a few seconds).
 */
const CHUNK_METER_DAYS = 2_200;

/**
 * Chunks under way at once: the database runs each statement on one core (a window over ordered readings
 * does not run in parallel), so two keep two cores busy, as its parallel scans would, and leave the rest of
 * the pool to requests. On PGlite they simply queue.
 */
const CHUNKS_AT_ONCE = 2;

/**
 * Validates the readings of `meters` in [from, to) in ONE statement (the database scans the readings and
 * writes the findings; nothing but a count comes back) and replaces the open findings of those meters that
 * start in that range by what it found. A re-run over a range is idempotent; an accepted finding stays and
 * the unique (meter, rule, range) index keeps the same finding from being raised again. Returns how many
 * findings the run found, the accepted ones found again included.
 */
export async function validateChunk(
  db: Db,
  meters: readonly MeterToValidate[],
  range: ValidationRange,
  now = Date.now(),
): Promise<number> {
  if (meters.length === 0) return 0;
  const ids = `{${meters.map((meter) => meter.id).join(',')}}`;
  return db.transaction(async (tx) => {
    // compiling the statement's expressions (JIT) costs more than it saves over a chunk's readings
    await tx.execute(sql`SET LOCAL jit = off`);
    // each meter's readings in key order, an index scan per partition merged: no bitmap scan and sort of the
    // chunk's readings (about a third more work), and no parallel workers beside the chunks already under way
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`DELETE FROM validation_findings WHERE installation_id = ANY(${ids}::int[])
      AND state = 'open' AND range_from >= ${range.from.toISOString()}::timestamptz
      AND range_from < ${range.to.toISOString()}::timestamptz`);
    const [row] = rowsOf<{ found: string | number }>(
      await tx.execute(sql`
        WITH found AS (${validationFindingsSql(meters, range.from, range.to, now)}),
        written AS (
          INSERT INTO validation_findings (installation_id, rule, range_from, range_to, detail)
          SELECT installation_id, rule, timestamptz 'epoch' + t_from * interval '1 millisecond',
            timestamptz 'epoch' + t_to * interval '1 millisecond', detail
          FROM found
          ON CONFLICT (installation_id, rule, range_from, range_to) DO NOTHING
        )
        SELECT count(*) AS found FROM found`),
    );
    return Number(row.found);
  });
}

/**
 * Validates meters (ids already checked against the caller), each with its company's rules, in chunks of
 * meters (`CHUNK_METER_DAYS`), `CHUNKS_AT_ONCE` at a time. `progress` hears after each chunk.
 */
export async function validateMeters(
  db: Db,
  installationIds: readonly number[],
  range: ValidationRange,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<{ installations: number; findings: number }> {
  if (installationIds.length === 0) return { installations: 0, findings: 0 };
  const rows = await db
    .select({ id: installations.id, meterType: installations.meterType, companyId: installations.companyId })
    .from(installations)
    .where(inArray(installations.id, [...installationIds]))
    .orderBy(installations.id);
  const rulesByCompany = new Map<number, ValidationRules>();
  const meters: MeterToValidate[] = [];
  for (const row of rows) {
    let rules = rulesByCompany.get(row.companyId);
    if (!rules) {
      rules = await validationRuleStore.load(db, row.companyId);
      rulesByCompany.set(row.companyId, rules);
    }
    meters.push({ id: row.id, meterType: row.meterType, rules });
  }
  const days = Math.max(1, (range.to.getTime() - range.from.getTime()) / 86_400_000);
  const perChunk = Math.max(1, Math.floor(CHUNK_METER_DAYS / days));
  const chunks: MeterToValidate[][] = [];
  for (let i = 0; i < meters.length; i += perChunk) chunks.push(meters.slice(i, i + perChunk));
  let [findings, done] = [0, 0];
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      // the sum after the await: `findings += await …` would add to the value read before it
      const found = await validateChunk(db, chunk, range);
      findings += found;
      done += chunk.length;
      await progress?.(done, meters.length);
      await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHUNKS_AT_ONCE, chunks.length) }, worker));
  return { installations: meters.length, findings };
}
