import { ownEntry } from '../../data/orderingOf.ts';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { MeterGroup, MeterGroupListQuery } from '../../../src/core/contract/meterGroups.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import {
  installationLatest,
  installations,
  meterGroupInlets,
  meterGroupInstallations,
  meterGroups,
} from '../../db/deviceSchema.ts';
import { latestOfInstallation } from '../installations/installationWithLatest.ts';
import { companies } from '../../db/schema.ts';
import { containsPattern, UUID_PATTERN } from '../../http/filterValues.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { loadGroupBodies } from './loadGroupBodies.ts';
import { pageWhere } from '../../data/pageRows.ts';

const ORDERING: Record<string, SQL> = {
  name: asc(meterGroups.name),
  '-name': desc(meterGroups.name),
  created_at: asc(meterGroups.createdAt),
  '-created_at': desc(meterGroups.createdAt),
};

export type MeterGroupRow = typeof meterGroups.$inferSelect;
/** the fields a group change writes (its members go separately, as ids from `groupMemberIds`) */
export interface GroupChanges {
  name?: string;
  description?: string;
}

/** installation ids of a group's members and inlets; null leaves that list as it is */
export interface GroupLinks {
  members: number[] | null;
  inlets: number[] | null;
}

/** replaces a group's members and inlets, each unless null */
async function replaceLinks(tx: Pick<Db, 'insert' | 'delete'>, groupId: number, links: GroupLinks): Promise<void> {
  const rows = (ids: number[]) => ids.map((installationId) => ({ groupId, installationId }));
  if (links.members !== null) {
    await tx.delete(meterGroupInstallations).where(eq(meterGroupInstallations.groupId, groupId));
    if (links.members.length > 0) await tx.insert(meterGroupInstallations).values(rows(links.members));
  }
  if (links.inlets !== null) {
    await tx.delete(meterGroupInlets).where(eq(meterGroupInlets.groupId, groupId));
    if (links.inlets.length > 0) await tx.insert(meterGroupInlets).values(rows(links.inlets));
  }
}

/** Device groups as one caller may see and change them: every finder and writer applies the caller's scope. */
export function meterGroupRepository(db: Db, scope: CompanyScope) {
  const inScope = scope.where(meterGroups.companyId);
  const link = (groupId: number, members: number[]) => members.map((installationId) => ({ groupId, installationId }));
  return {
    /** one page of the filtered list with the total, or every row when `window.limit` is null */
    /** `choices`: the condition of `?for=` (`meterGroupChoices`), if any */
    async page(
      q: MeterGroupListQuery,
      window: PageWindow,
      choices?: SQL,
    ): Promise<{ rows: MeterGroupRow[]; total: number }> {
      const where = and(
        inScope,
        choices,
        q.company ? eq(meterGroups.companyId, Number(q.company)) : undefined,
        q.search ? ilike(meterGroups.name, containsPattern(q.search)) : undefined,
      );
      const order = [ownEntry(ORDERING, q.ordering) ?? asc(meterGroups.name), asc(meterGroups.id)];
      return pageWhere(db, db.select().from(meterGroups), meterGroups, where, order, window);
    },

    /** a group of the caller's companies by uuid; any other is a 404, so uuids leak nothing */
    async findByUuid(uuid: string): Promise<MeterGroupRow> {
      const [row] = await db
        .select()
        .from(meterGroups)
        .where(and(eq(meterGroups.uuid, uuid), inScope));
      if (!row) throw notFound();
      return row;
    },

    /** the answer bodies of groups, their members' uuids loaded at once */
    bodies: (rows: MeterGroupRow[]): Promise<MeterGroup[]> => loadGroupBodies(db, rows),

    /** the answer body of a visible group as it is now */
    async body(id: number): Promise<MeterGroup> {
      const rows = await db
        .select()
        .from(meterGroups)
        .where(and(eq(meterGroups.id, id), inScope));
      const [body] = await loadGroupBodies(db, rows);
      if (!body) throw notFound();
      return body;
    },

    /** a new group of a company in the scope, with its members and inlets; answers its id */
    async create(values: { name: string; description: string; companyId: number }, links: GroupLinks) {
      scope.assertVisible(values.companyId);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(meterGroups).values(values).returning();
        await replaceLinks(tx, row.id, links);
        return row.id;
      });
    },

    /** renames or describes a visible group; members and inlets (unless null) replace the group's lists */
    async update(group: MeterGroupRow, changes: GroupChanges, links: GroupLinks): Promise<void> {
      scope.assertVisible(group.companyId);
      await db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0)
          await tx.update(meterGroups).set(changes).where(eq(meterGroups.id, group.id));
        await replaceLinks(tx, group.id, links);
      });
    },

    async delete(group: MeterGroupRow): Promise<void> {
      await db.delete(meterGroups).where(and(eq(meterGroups.id, group.id), inScope));
    },

    async addMembers(group: MeterGroupRow, members: number[]): Promise<void> {
      scope.assertVisible(group.companyId);
      await db.insert(meterGroupInstallations).values(link(group.id, members)).onConflictDoNothing();
    },

    async removeMembers(group: MeterGroupRow, members: number[]): Promise<void> {
      scope.assertVisible(group.companyId);
      await db
        .delete(meterGroupInstallations)
        .where(
          and(eq(meterGroupInstallations.groupId, group.id), inArray(meterGroupInstallations.installationId, members)),
        );
    },

    /** the visible groups named by uuid (malformed ones name none), or every visible group; by name */
    async forExport(uuids: string[]): Promise<MeterGroupRow[]> {
      const named =
        uuids.length > 0
          ? inArray(
              meterGroups.uuid,
              uuids.filter((uuid) => UUID_PATTERN.test(uuid)),
            )
          : undefined;
      return db
        .select()
        .from(meterGroups)
        .where(and(inScope, named))
        .orderBy(asc(meterGroups.name), asc(meterGroups.id));
    },

    /** the members of visible groups with their company's name, by serial number */
    async exportMembers(groups: MeterGroupRow[]) {
      if (groups.length === 0) return [];
      return db
        .select({
          groupId: meterGroupInstallations.groupId,
          installation: installations,
          latest: installationLatest,
          companyName: companies.name,
        })
        .from(meterGroupInstallations)
        .innerJoin(meterGroups, eq(meterGroups.id, meterGroupInstallations.groupId))
        .innerJoin(installations, eq(installations.id, meterGroupInstallations.installationId))
        .innerJoin(installationLatest, latestOfInstallation)
        .innerJoin(companies, eq(companies.id, installations.companyId))
        .where(
          and(
            inArray(
              meterGroupInstallations.groupId,
              groups.map((g) => g.id),
            ),
            inScope,
          ),
        )
        .orderBy(asc(installations.serialNumber));
    },
  };
}
