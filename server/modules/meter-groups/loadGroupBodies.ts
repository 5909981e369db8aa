import { asc, eq, inArray } from 'drizzle-orm';
import type { MeterGroup } from '../../../src/core/contract/meterGroups.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, meterGroupInstallations, type meterGroups } from '../../db/deviceSchema.ts';

/** Group rows with their members' uuids, one query for the whole page. */
export async function loadGroupBodies(db: Db, groups: Array<typeof meterGroups.$inferSelect>): Promise<MeterGroup[]> {
  if (groups.length === 0) return [];
  const members = await db
    .select({ groupId: meterGroupInstallations.groupId, uuid: installations.uuid })
    .from(meterGroupInstallations)
    .innerJoin(installations, eq(installations.id, meterGroupInstallations.installationId))
    .where(
      inArray(
        meterGroupInstallations.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(installations.serialNumber));
  return groups.map((g) => ({
    uuid: g.uuid,
    name: g.name,
    description: g.description,
    company: g.companyId,
    installations: members.filter((m) => m.groupId === g.id).map((m) => m.uuid),
    created_at: g.createdAt.toISOString(),
  }));
}
