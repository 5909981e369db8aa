import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';

/** The meters (installations) of a tour's company that register serials name, by serial. */
export async function tourMeters(
  db: Db,
  companyId: number,
  serials: readonly string[],
): Promise<Map<string, { id: number; volume: number | null }>> {
  const unique = [...new Set(serials)];
  const rows = unique.length
    ? await db
        .select({ id: installations.id, serial: installations.serialNumber, volume: installations.volumeM3 })
        .from(installations)
        .where(and(eq(installations.companyId, companyId), inArray(installations.serialNumber, unique)))
    : [];
  return new Map(rows.map(({ serial, ...meter }) => [serial, meter]));
}
