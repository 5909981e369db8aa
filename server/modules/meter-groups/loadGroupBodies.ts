import { asc, eq, inArray } from 'drizzle-orm';
import type { MeterGroup } from '../../../src/core/contract/meterGroups.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, meterGroupInlets, meterGroupInstallations, type meterGroups } from '../../db/deviceSchema.ts';

/** Group rows with their members' and inlets' uuids, a query of each for the whole page. */
export async function loadGroupBodies(db: Db, groups: Array<typeof meterGroups.$inferSelect>): Promise<MeterGroup[]> {
  if (groups.length === 0) return [];
  const groupIds = groups.map((g) => g.id);
  const linked = (link: typeof meterGroupInstallations | typeof meterGroupInlets) =>
    db
      .select({ groupId: link.groupId, uuid: installations.uuid })
      .from(link)
      .innerJoin(installations, eq(installations.id, link.installationId))
      .where(inArray(link.groupId, groupIds))
      .orderBy(asc(installations.serialNumber));
  const [members, inlets] = await Promise.all([linked(meterGroupInstallations), linked(meterGroupInlets)]);
  return groups.map((g) => ({
    uuid: g.uuid,
    name: g.name,
    description: g.description,
    company: g.companyId,
    installations: members.filter((m) => m.groupId === g.id).map((m) => m.uuid),
    inlet_installations: inlets.filter((m) => m.groupId === g.id).map((m) => m.uuid),
    created_at: g.createdAt.toISOString(),
  }));
}
