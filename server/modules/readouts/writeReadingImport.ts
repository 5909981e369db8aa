import type { ReadoutImportCounts } from '../../../src/core/contract/readouts.ts';
import { numberArray } from '../../db/arrayLiterals.ts';
import { bulkTransaction, type BulkSession } from '../../db/bulkTransaction.ts';
import type { Db } from '../../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { deriveReadingAlerts } from './deriveReadingAlerts.ts';
import { queueValidation } from '../validation/queueValidation.ts';
import { STAGED_COLUMNS, stagedCsv, type StagedReadings } from './stagedReadings.ts';

export type ImportConflict = 'keep' | 'replace';

/** Rows per statement where the readings go in as array parameters (PostgreSQL without a COPY stream). */
const CHUNK = 50_000;

/**
 * An imported reading where the meter already has one at that instant: left alone (`keep`), or replaced
 * whole by the imported one (`replace`), so an import repeated with the same file never doubles a reading.
 * The statement answers how many rows it inserted.
 */
const merge = (from: string, conflict: ImportConflict) => `
  WITH w AS (
    INSERT INTO readouts (installation_id, ts, total_volume, flow, battery1_status, alert_flags, source)
    SELECT i, to_timestamp(ms / 1000.0), tv, f, b, af, 'import' FROM ${from}
    ON CONFLICT (installation_id, ts) DO ${
      conflict === 'keep'
        ? 'NOTHING RETURNING 1'
        : `UPDATE SET total_volume = EXCLUDED.total_volume, flow = EXCLUDED.flow, level1 = NULL,
            mean_velocity = NULL, sensor_status = NULL, temperature = NULL, battery_voltage = NULL,
            battery1_status = EXCLUDED.battery1_status, battery2_status = NULL, battery_lifetime = NULL,
            signal_strength = NULL, spreading_factor = NULL, alert_flags = EXCLUDED.alert_flags,
            source = EXCLUDED.source
          RETURNING 1`
    })
  SELECT count(*)::int AS n FROM w`;

/**
 * The readings `from` holds that are stored already, counted before a replacing merge (a partitioned table
 * cannot answer `xmax` in RETURNING, which would tell an update from an insert).
 */
const stored = (from: string) => `
  SELECT count(*)::int AS n FROM ${from}
  JOIN readouts r ON r.installation_id = i AND r.ts = to_timestamp(ms / 1000.0)`;

/** Merges what `from` holds: the rows written new and the rows replaced. */
async function mergeFrom(
  session: BulkSession,
  from: string,
  rows: number,
  conflict: ImportConflict,
  params?: unknown[],
): Promise<Merged> {
  if (conflict === 'keep') {
    const [{ n }] = await session.query<{ n: number }>(merge(from, conflict), params);
    return { written: n, replaced: 0 };
  }
  const [{ n: replaced }] = await session.query<{ n: number }>(stored(from), params);
  await session.query(merge(from, conflict), params);
  return { written: rows - replaced, replaced };
}

type Merged = { written: number; replaced: number };

/**
 * Writes checked readings in one transaction (source `import`), into their months' partitions (made first,
 * outside the transaction), then derives the alerts and newest reading of their meters as for every stored
 * reading. On PGlite the rows go through its own COPY into a staging table and one merge; on PostgreSQL in
 * chunks of array parameters (`INSERT … SELECT FROM unnest(…)`: no COPY stream library is installed).
 */
export async function writeReadingImport(
  db: Db,
  { staged, meters }: { staged: StagedReadings; meters: readonly number[] },
  conflict: ImportConflict,
  progress: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<ReadoutImportCounts> {
  const total = staged.ms.length;
  let first = Infinity;
  let last = -Infinity;
  for (const ms of staged.ms) {
    if (ms < first) first = ms;
    if (ms > last) last = ms;
  }
  await ensureReadoutPartitions(db, new Date(first), new Date(last));
  const merged = await bulkTransaction(db, (session) =>
    session.copyCsv ? copyAndMerge(session, staged, conflict) : mergeInChunks(session, staged, conflict, progress),
  );
  await progress(total, total);
  await deriveReadingAlerts(db, meters);
  queueValidation(db, meters, new Date(first), new Date(last));
  return {
    rows: total,
    written: merged.written,
    replaced: merged.replaced,
    kept: total - merged.written - merged.replaced,
    meters: meters.length,
  };
}

async function copyAndMerge(session: BulkSession, staged: StagedReadings, conflict: ImportConflict): Promise<Merged> {
  await session.query(`CREATE TEMP TABLE readout_import (${STAGED_COLUMNS}) ON COMMIT DROP`);
  await session.copyCsv!('readout_import', stagedCsv(staged));
  return mergeFrom(session, 'readout_import', staged.ms.length, conflict);
}

async function mergeInChunks(
  session: BulkSession,
  staged: StagedReadings,
  conflict: ImportConflict,
  progress: (done: number, total: number) => Promise<void>,
): Promise<Merged> {
  const total = staged.ms.length;
  const sum: Merged = { written: 0, replaced: 0 };
  const from = `unnest($1::int[], $2::float8[], $3::float8[], $4::float8[], $5::smallint[], $6::int[])
    AS u(i, ms, tv, f, b, af)`;
  for (let at = 0; at < total; at += CHUNK) {
    const part = <T>(column: T[]) => column.slice(at, at + CHUNK) as Array<number | null>;
    const rows = Math.min(CHUNK, total - at);
    const merged = await mergeFrom(session, from, rows, conflict, [
      numberArray(part(staged.installationId)),
      numberArray(part(staged.ms)),
      numberArray(part(staged.volume)),
      numberArray(part(staged.flow)),
      numberArray(part(staged.battery)),
      numberArray(part(staged.alertFlags)),
    ]);
    sum.written += merged.written;
    sum.replaced += merged.replaced;
    await progress(Math.min(at + CHUNK, total), total);
  }
  return sum;
}
