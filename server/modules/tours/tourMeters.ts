import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { installationLatest, installations } from '../../db/deviceSchema.ts';
import { latestOfInstallation } from '../installations/installationWithLatest.ts';

/** serials per query: a large tour's would pass PostgreSQL's limit of 65,535 parameters in one */
const SERIALS_PER_QUERY = 5_000;

/** The meters (installations) of a tour's company that register serials name, by serial. */
export async function tourMeters(
  db: Db,
  companyId: number,
  serials: readonly string[],
): Promise<Map<string, { id: number; volume: number | null }>> {
  const unique = [...new Set(serials)];
  const found = new Map<string, { id: number; volume: number | null }>();
  for (let start = 0; start < unique.length; start += SERIALS_PER_QUERY) {
    const rows = await db
      .select({ id: installations.id, serial: installations.serialNumber, volume: installationLatest.volumeM3 })
      .from(installations)
      .innerJoin(installationLatest, latestOfInstallation)
      .where(
        and(
          eq(installations.companyId, companyId),
          inArray(installations.serialNumber, unique.slice(start, start + SERIALS_PER_QUERY)),
        ),
      );
    for (const { serial, ...meter } of rows) found.set(serial, meter);
  }
  return found;
}
