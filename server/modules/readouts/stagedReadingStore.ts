import { sql } from 'drizzle-orm';
import type { BulkSession } from '../../db/bulkTransaction.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';

/** characters of the staged CSV (all ASCII) read back per statement */
const READ_CHARS = 4 * 1024 * 1024;

/**
 * Checked readings kept in the database for the task that writes them, as a large object (one per import)
 * holding them as `readouts` takes them in CSV (stagedReadings.ts): whichever instance runs the task reads
 * them there, and no table holds them meanwhile. They go in and come back as text a piece at a time (a bytea
 * parameter of the whole file took seconds on PGlite), so no copy of the whole file is ever held at once.
 */
export const stagedReadingStore = (db: Db) => ({
  async put(pieces: Iterable<string>): Promise<number> {
    const [row] = rowsOf<{ oid: number | string }>(await db.execute(sql`SELECT lo_create(0) AS oid`));
    const oid = Number(row.oid);
    let offset = 0;
    for (const piece of pieces) {
      await db.execute(sql`SELECT lo_put(${oid}::oid, ${offset}::bigint, convert_to(${piece}::text, 'UTF8'))`);
      offset += piece.length;
      await yieldToEventLoop();
    }
    return oid;
  },
  async exists(oid: number): Promise<boolean> {
    return rowsOf(await db.execute(sql`SELECT 1 FROM pg_largeobject_metadata WHERE oid = ${oid}::oid`)).length > 0;
  },
  /**
   * The stored CSV again, in pieces of whole lines; read by `query` where given (a transaction's, where the
   * database has one connection only), else by a connection of its own (while the transaction's COPYs).
   */
  async *pieces(oid: number, query?: BulkSession['query']): AsyncGenerator<string> {
    let rest = '';
    for (let offset = 0; ; offset += READ_CHARS) {
      const read = `SELECT convert_from(lo_get(${oid}::oid, ${offset}::bigint, ${READ_CHARS}), 'UTF8') AS text`;
      const [row] = query
        ? await query<{ text: string }>(read)
        : rowsOf<{ text: string }>(await db.execute(sql.raw(read)));
      const text = rest + row.text;
      const cut = text.lastIndexOf('\n') + 1;
      if (cut > 0) yield text.slice(0, cut);
      rest = text.slice(cut);
      if (row.text.length < READ_CHARS) return;
    }
  },
  async drop(oid: number): Promise<void> {
    await db.execute(sql`SELECT lo_unlink(oid) FROM pg_largeobject_metadata WHERE oid = ${oid}::oid`);
  },
});
