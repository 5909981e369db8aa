import { and, count, desc, eq } from 'drizzle-orm';
import type { ReadingEdit } from '../../../src/core/contract/readingEdits.ts';
import type { Db } from '../../db/createDatabase.ts';
import { readingEdits } from '../../db/deviceSchema.ts';
import { users } from '../../db/schema.ts';
import { pageRows } from '../../data/pageRows.ts';
import type { PageWindow } from '../../http/paginate.ts';

/** The audit trail of one meter (already checked to be the caller's), newest first. */
export async function readingEditPage(
  db: Db,
  installation: { id: number; uuid: string },
  window: PageWindow,
): Promise<{ rows: ReadingEdit[]; total: number }> {
  const where = eq(readingEdits.installationId, installation.id);
  const query = db
    .select({
      id: readingEdits.id,
      ts: readingEdits.ts,
      action: readingEdits.action,
      reason: readingEdits.reason,
      by: users.email,
      at: readingEdits.at,
      originalVolume: readingEdits.originalVolume,
      originalQuality: readingEdits.originalQuality,
      newVolume: readingEdits.newVolume,
      newQuality: readingEdits.newQuality,
    })
    .from(readingEdits)
    .leftJoin(users, eq(users.id, readingEdits.byId))
    .where(and(where))
    .orderBy(desc(readingEdits.at), desc(readingEdits.id));
  const total = async () => (await db.select({ n: count() }).from(readingEdits).where(where))[0]?.n ?? 0;
  const { rows, total: n } = await pageRows(db, query, window, total);
  return {
    total: n,
    rows: rows.map((row) => ({
      id: row.id,
      installation: installation.uuid,
      ts: new Date(row.ts).toISOString(),
      action: row.action,
      reason: row.reason,
      by: row.by,
      at: new Date(row.at).toISOString(),
      original_volume_m3: row.originalVolume,
      original_quality: row.originalQuality,
      new_volume_m3: row.newVolume,
      new_quality: row.newQuality,
    })),
  };
}
