import type { ReadoutImportCounts } from '../../../src/core/contract/readouts.ts';
import { numberArray } from '../../db/arrayLiterals.ts';
import { bulkTransaction, type BulkSession, type CsvPieces } from '../../db/bulkTransaction.ts';
import type { Db } from '../../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { deriveReadingAlerts } from './deriveReadingAlerts.ts';
import { queueValidation } from '../validation/queueValidation.ts';
import { READOUT_COLUMNS, STAGED_COLUMNS } from './stagedReadings.ts';

export type ImportConflict = 'keep' | 'replace';

const UNIQUE_VIOLATION = '23505';

/** Whether any of the meters has a reading stored from `first` to `last` (epoch milliseconds). */
async function storedWithin(session: BulkSession, meters: readonly number[], first: number, last: number) {
  const rows = await session.query(
    `SELECT 1 FROM readouts WHERE installation_id = ANY($1::int[])
      AND ts BETWEEN to_timestamp($2::float8 / 1000) AND to_timestamp($3::float8 / 1000) LIMIT 1`,
    [numberArray(meters), first, last],
  );
  return rows.length > 0;
}

/**
 * An imported reading where the meter already has one at that instant: left alone (`keep`), or replaced
 * whole by the imported one (`replace`), so an import repeated with the same file never doubles a reading.
 * The statement answers how many rows it inserted.
 */
const merge = (from: string, conflict: ImportConflict) => `
  WITH w AS (
    INSERT INTO readouts (installation_id, ts, total_volume, flow, battery1_status, alert_flags, source)
    SELECT i, ts, tv, f, b, af, s FROM ${from}
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
  SELECT count(*)::int AS n FROM ${from} s
  JOIN readouts r ON r.installation_id = i AND r.ts = s.ts`;

/** Merges what `from` holds: the rows written new and the rows replaced. */
async function mergeFrom(session: BulkSession, from: string, rows: number, conflict: ImportConflict): Promise<Merged> {
  if (conflict === 'keep') {
    const [{ n }] = await session.query<{ n: number }>(merge(from, conflict));
    return { written: n, replaced: 0 };
  }
  const [{ n: replaced }] = await session.query<{ n: number }>(stored(from));
  await session.query(merge(from, conflict));
  return { written: rows - replaced, replaced };
}

type Merged = { written: number; replaced: number };

/** Checked readings to write: their CSV as `readouts` takes it (read anew each time it is asked for). */
export interface ReadingsToWrite {
  pieces: (session: BulkSession) => CsvPieces;
  rows: number;
  /** the installations that get readings */
  meters: readonly number[];
  /** the earliest and latest instant (epoch milliseconds) */
  first: number;
  last: number;
}

/**
 * Writes checked readings in one transaction (source `import`), into their months' partitions (made first,
 * outside the transaction), then derives the alerts and newest reading of their meters from the file's first
 * reading on, as for every stored reading. The rows go through the database's own COPY (PGlite's `/dev/blob`,
 * PostgreSQL's `FROM STDIN`): straight into `readouts` where none of the meters has a reading stored in the file's span, else into a
 * staging table from which one set-based merge keeps or replaces what is stored.
 */
export async function writeReadingImport(
  db: Db,
  { pieces, rows: total, meters, first, last }: ReadingsToWrite,
  conflict: ImportConflict,
  progress: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<ReadoutImportCounts> {
  await ensureReadoutPartitions(db, new Date(first), new Date(last));
  const merged = await bulkTransaction(db, async (session) => {
    // progress is stored by a query outside the transaction: only where that does not wait for it
    const counted = () => (session.blocksOthers ? pieces(session) : withProgress(pieces(session), total, progress));
    if (!(await storedWithin(session, meters, first, last))) {
      // nothing stored where the file's readings go (new readings of a head-end's period): straight into
      // the partitions, as the database's own COPY of the same rows would; a reading stored meanwhile by
      // another connection turns this into the merge below
      await session.query('SAVEPOINT direct_import');
      try {
        await session.copyCsv(`readouts (${READOUT_COLUMNS})`, counted());
        return { written: total, replaced: 0 };
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        await session.query('ROLLBACK TO SAVEPOINT direct_import');
      }
    }
    await session.query(`CREATE TEMP TABLE readout_import (${STAGED_COLUMNS}) ON COMMIT DROP`);
    await session.copyCsv('readout_import', counted());
    return mergeFrom(session, 'readout_import', total, conflict);
  });
  await progress(total, total);
  await deriveReadingAlerts(db, meters, new Date(first));
  queueValidation(db, meters, new Date(first), new Date(last));
  return {
    rows: total,
    written: merged.written,
    replaced: merged.replaced,
    kept: total - merged.written - merged.replaced,
    meters: meters.length,
  };
}

/** The pieces, telling `progress` how many rows went by (the rows are done once merged: progress stops short). */
async function* withProgress(
  pieces: CsvPieces,
  total: number,
  progress: (done: number, total: number) => Promise<void>,
): AsyncGenerator<string> {
  let done = 0;
  for await (const piece of pieces) {
    yield piece;
    done += countLines(piece);
    await progress(Math.floor(done * 0.9), total);
  }
}

function countLines(piece: string): number {
  let lines = 0;
  for (let at = piece.indexOf('\n'); at >= 0; at = piece.indexOf('\n', at + 1)) lines += 1;
  return lines;
}
