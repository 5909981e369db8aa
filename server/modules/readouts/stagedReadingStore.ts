import { sql } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { readStagedCsv, stagedCsvPieces, StagedReadings } from './stagedReadings.ts';

/** characters of the staged CSV (all ASCII) read back per statement */
const READ_CHARS = 4 * 1024 * 1024;

/**
 * Checked readings kept in the database for the task that writes them, as a large object (one per import):
 * whichever instance runs the task reads them there, and no table holds them meanwhile. They go in and come
 * back as text a piece at a time (a bytea parameter of the whole file took seconds on PGlite), so no copy
 * of the whole file is ever held as one string.
 */
export const stagedReadingStore = (db: Db) => ({
  async put(staged: StagedReadings): Promise<number> {
    const [row] = rowsOf<{ oid: number | string }>(await db.execute(sql`SELECT lo_create(0) AS oid`));
    const oid = Number(row.oid);
    let offset = 0;
    for (const piece of stagedCsvPieces(staged)) {
      await db.execute(sql`SELECT lo_put(${oid}::oid, ${offset}::bigint, convert_to(${piece}::text, 'UTF8'))`);
      offset += piece.length;
    }
    return oid;
  },
  /** null when the object is gone: a run before this one wrote the readings and dropped it */
  async get(oid: number): Promise<StagedReadings | null> {
    const [exists] = rowsOf(await db.execute(sql`SELECT 1 FROM pg_largeobject_metadata WHERE oid = ${oid}::oid`));
    if (!exists) return null;
    const staged = new StagedReadings();
    let rest = '';
    for (let offset = 0; ; offset += READ_CHARS) {
      const [row] = rowsOf<{ text: string }>(
        await db.execute(
          sql`SELECT convert_from(lo_get(${oid}::oid, ${offset}::bigint, ${READ_CHARS}), 'UTF8') AS text`,
        ),
      );
      const text = rest + row.text;
      const cut = text.lastIndexOf('\n') + 1;
      readStagedCsv(text.slice(0, cut), staged);
      rest = text.slice(cut);
      if (row.text.length < READ_CHARS) return staged;
    }
  },
  async drop(oid: number): Promise<void> {
    await db.execute(sql`SELECT lo_unlink(oid) FROM pg_largeobject_metadata WHERE oid = ${oid}::oid`);
  },
});
