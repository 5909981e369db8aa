import { and, count, desc, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { ReadingEdit } from '../../../src/core/contract/readingEdits.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, readingEdits } from '../../db/deviceSchema.ts';
import { users } from '../../db/schema.ts';
import { pageRows } from '../../data/pageRows.ts';
import type { PageWindow } from '../../http/paginate.ts';

/** The audit trail of the caller's meters (or of one, already checked to be the caller's), newest first. */
export async function readingEditPage(
  db: Db,
  scope: CompanyScope,
  installationId: number | null,
  window: PageWindow,
): Promise<{ rows: ReadingEdit[]; total: number }> {
  const where = and(
    installationId === null ? undefined : eq(readingEdits.installationId, installationId),
    scope.where(installations.companyId),
    scope.devices(installations.id),
  );
  const query = db
    .select({
      id: readingEdits.id,
      installation: installations.uuid,
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
    .innerJoin(installations, eq(installations.id, readingEdits.installationId))
    .leftJoin(users, eq(users.id, readingEdits.byId))
    .where(where)
    .orderBy(desc(readingEdits.at), desc(readingEdits.id));
  const total = async () =>
    (
      await db
        .select({ n: count() })
        .from(readingEdits)
        .innerJoin(installations, eq(installations.id, readingEdits.installationId))
        .where(where)
    )[0]?.n ?? 0;
  const { rows, total: n } = await pageRows(db, query, window, total);
  return {
    total: n,
    rows: rows.map((row) => ({
      id: row.id,
      installation: row.installation,
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
