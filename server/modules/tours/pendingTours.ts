import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { tourRegisters, tours } from '../../db/tourSchema.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';

/** registers deleted per statement when a pending tour is removed, with a turn for other requests between */
const DELETE_CHUNK = 5_000;

/**
 * Removes pending tours with their registers, in short statements: a failed staged import leaves nothing
 * behind, and a 200,000-register tour deleted at once would hold the embedded database as long as its import.
 */
export async function discardPendingTours(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  for (;;) {
    const batch = db
      .select({ id: tourRegisters.id })
      .from(tourRegisters)
      .where(inArray(tourRegisters.tourId, ids))
      .limit(DELETE_CHUNK);
    const deleted = await db
      .delete(tourRegisters)
      .where(inArray(tourRegisters.id, batch))
      .returning({ id: tourRegisters.id });
    await yieldToEventLoop();
    if (deleted.length < DELETE_CHUNK) break;
  }
  await db.delete(tours).where(and(inArray(tours.id, ids), eq(tours.importPending, true)));
}

/**
 * The pending tours of imports a stopped process left half-written (a crash, kill -9), deleted at start on
 * the embedded database: it belongs to this one process, so every pending tour older than the start is an
 * orphan. Staged imports run only there; on PostgreSQL an import is one transaction (importTour.ts).
 */
export async function discardInterruptedImports(db: Db, startedAt: Date): Promise<number> {
  const orphans = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.importPending, true), lt(tours.createdAt, startedAt)));
  await discardPendingTours(
    db,
    orphans.map((row) => row.id),
  );
  return orphans.length;
}
