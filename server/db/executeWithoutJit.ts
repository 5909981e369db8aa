import { sql } from 'drizzle-orm';
import type { Db } from './createDatabase.ts';

/**
 * Runs one read-only statement with JIT compilation off (in a transaction, so the setting ends with it). For
 * statements whose estimates run far above what they read (a calendar series the planner takes for 1,000
 * rows, times thousands of meters, each an index look-up): PostgreSQL then compiles, inlines and optimises
 * their expressions, seconds of work for a query of a few hundred milliseconds. PGlite has no JIT; the
 * setting does nothing there.
 */
export function executeWithoutJit(db: Db, query: Parameters<Db['execute']>[0]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return tx.execute(query);
  });
}
