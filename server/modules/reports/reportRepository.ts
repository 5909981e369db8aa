import { and, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import { installationRepository } from '../installations/installationRepository.ts';

/** The meters a report may cover, as one caller sees them: ids only, for the report queries. */
export function reportRepository(db: Db, scope: CompanyScope) {
  return {
    /** a meter of the caller's companies; any other is a 404 */
    async meterId(uuid: string): Promise<number> {
      return (await installationRepository(db, scope).findByUuid(uuid)).id;
    },

    /** the visible meters of a group of the caller's companies; another company's group is a 404 */
    async groupMeterIds(uuid: string): Promise<number[]> {
      const [group] = await db
        .select({ id: meterGroups.id })
        .from(meterGroups)
        .where(and(eq(meterGroups.uuid, uuid), scope.where(meterGroups.companyId)))
        .limit(1);
      if (!group) throw notFound();
      const members = await db
        .select({ id: installations.id })
        .from(meterGroupInstallations)
        .innerJoin(installations, eq(installations.id, meterGroupInstallations.installationId))
        .where(and(eq(meterGroupInstallations.groupId, group.id), scope.where(installations.companyId)));
      return members.map((m) => m.id);
    },
  };
}
