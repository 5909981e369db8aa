import { and, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, meterGroupInlets, meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import { installationRepository } from '../installations/installationRepository.ts';
import type { BalanceMeter } from './balanceSql.ts';

/** The meters a report may cover, as one caller sees them: ids only, for the report queries. */
export function reportRepository(db: Db, scope: CompanyScope) {
  /** a group of the caller's companies; another company's group is a 404 */
  const visibleGroup = async (uuid: string): Promise<{ id: number; companyId: number }> => {
    const [group] = await db
      .select({ id: meterGroups.id, companyId: meterGroups.companyId })
      .from(meterGroups)
      .where(and(eq(meterGroups.uuid, uuid), scope.where(meterGroups.companyId)))
      .limit(1);
    if (!group) throw notFound();
    return group;
  };
  const groupId = async (uuid: string): Promise<number> => (await visibleGroup(uuid)).id;
  /** the visible installations a link table ties to a group */
  const linked = async (link: typeof meterGroupInstallations | typeof meterGroupInlets, id: number) => {
    const rows = await db
      .select({ id: installations.id })
      .from(link)
      .innerJoin(installations, eq(installations.id, link.installationId))
      .where(and(eq(link.groupId, id), scope.where(installations.companyId)));
    return rows.map((row) => row.id);
  };
  return {
    /** a meter of the caller's companies; any other is a 404 */
    async meterId(uuid: string): Promise<number> {
      return (await this.meter(uuid)).id;
    },

    /** a meter of the caller's companies and its company; any other is a 404 */
    async meter(uuid: string): Promise<{ id: number; companyId: number }> {
      const { id, companyId } = await installationRepository(db, scope).findByUuid(uuid);
      return { id, companyId };
    },

    /** the company of a group of the caller's companies; another company's group is a 404 */
    async groupCompanyId(uuid: string): Promise<number> {
      return (await visibleGroup(uuid)).companyId;
    },

    /** the visible meters of a group of the caller's companies; another company's group is a 404 */
    async groupMeterIds(uuid: string): Promise<number[]> {
      return linked(meterGroupInstallations, await groupId(uuid));
    },

    /** the visible inlets of a group, and its other visible members, for its water balance */
    async balanceMeters(uuid: string): Promise<BalanceMeter[]> {
      const id = await groupId(uuid);
      const [inlets, members] = await Promise.all([linked(meterGroupInlets, id), linked(meterGroupInstallations, id)]);
      const inletIds = new Set(inlets);
      return [
        ...inlets.map((inlet) => ({ id: inlet, inlet: true })),
        ...members.filter((member) => !inletIds.has(member)).map((member) => ({ id: member, inlet: false })),
      ];
    },
  };
}
