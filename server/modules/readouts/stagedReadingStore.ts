import { sql } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { readStagedCsv, stagedCsv, type StagedReadings } from './stagedReadings.ts';

/**
 * Checked readings kept in the database for the task that writes them, as a large object (one per import):
 * whichever instance runs the task reads them there, and no table holds them meanwhile.
 */
export const stagedReadingStore = (db: Db) => ({
  async put(staged: StagedReadings): Promise<number> {
    const data = Buffer.from(stagedCsv(staged));
    const [row] = rowsOf<{ oid: number | string }>(await db.execute(sql`SELECT lo_from_bytea(0, ${data}) AS oid`));
    return Number(row.oid);
  },
  /** null when the object is gone: a run before this one wrote the readings and dropped it */
  async get(oid: number): Promise<StagedReadings | null> {
    const [row] = rowsOf<{ data: Uint8Array | null }>(
      await db.execute(sql`SELECT lo_get(${oid}::oid) AS data FROM pg_largeobject_metadata WHERE oid = ${oid}::oid`),
    );
    return row?.data ? readStagedCsv(Buffer.from(row.data).toString()) : null;
  },
  async drop(oid: number): Promise<void> {
    await db.execute(sql`SELECT lo_unlink(oid) FROM pg_largeobject_metadata WHERE oid = ${oid}::oid`);
  },
});
