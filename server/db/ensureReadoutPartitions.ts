import { sql } from 'drizzle-orm';
import type { Db } from './createDatabase.ts';

/**
 * Creates the monthly readouts partitions covering [first, last] that are missing (migration 0012), so a
 * bulk write lands in its month's partition rather than the DEFAULT one. Cheap when they all exist (name
 * look-ups only). Call it before a long write transaction: creating a partition locks the DEFAULT one.
 */
export async function ensureReadoutPartitions(db: Db, first: Date, last: Date): Promise<void> {
  await db.execute(
    sql`SELECT readouts_ensure_partitions(${first.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz)`,
  );
}
