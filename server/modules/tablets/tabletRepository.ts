import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countOf, countWhere, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companies } from '../../db/schema.ts';
import { tablets, tours } from '../../db/tourSchema.ts';
import { fieldError, msg, notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { completeTour } from '../../domain/completeTour.ts';

export type TabletRow = typeof tablets.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Tablets as one caller may see them: every finder and writer applies the caller's company scope. */
export function tabletRepository(db: Db, scope: CompanyScope) {
  const visible = (uuid: string) => and(eq(tablets.uuid, uuid), scope.where(tablets.companyId));
  return {
    async page(q: { search?: string; is_active?: string }, window: PageWindow) {
      const filters: SQL[] = [scope.where(tablets.companyId)];
      if (q.search) {
        const like = `%${escapeLike(q.search)}%`;
        filters.push(or(ilike(tablets.name, like), ilike(tablets.androidId, like), ilike(tablets.deviceModel, like))!);
      }
      if (q.is_active === 'true' || q.is_active === 'false') filters.push(eq(tablets.isActive, q.is_active === 'true'));
      const where = and(...filters);
      const query = db.select().from(tablets).where(where).orderBy(asc(tablets.name), asc(tablets.id));
      return pageRows(db, query, window, countOf(tablets, where));
    },

    async findByUuid(uuid: string): Promise<TabletRow> {
      const [row] = await db.select().from(tablets).where(visible(uuid)).limit(1);
      if (!row) throw notFound();
      return row;
    },

    /** the tablet a tour is assigned to: visible, active and of the tour's company, else a field error */
    async assignable(uuid: string, companyId: number): Promise<TabletRow> {
      const [row] = await db.select().from(tablets).where(visible(uuid)).limit(1);
      if (!row || row.companyId !== companyId) throw fieldError('tablet', msg('invalidPk', { pk: uuid }));
      if (!row.isActive) throw fieldError('tablet', msg('tabletInactive'));
      return row;
    },

    async activeCount(companyId: number): Promise<number> {
      return countWhere(db, tablets, and(eq(tablets.companyId, companyId), eq(tablets.isActive, true)));
    },

    async tourCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: tours.tabletId, n: count() })
        .from(tours)
        .where(and(inArray(tours.tabletId, ids), eq(tours.isDiscarded, false), completeTour()))
        .groupBy(tours.tabletId);
      return new Map(rows.map((r) => [r.id!, r.n]));
    },

    async androidIdTaken(androidId: string): Promise<boolean> {
      // unique over every company: one device signs in for one company
      const [row] = await db.select({ id: tablets.id }).from(tablets).where(eq(tablets.androidId, androidId)).limit(1);
      return row !== undefined;
    },

    /**
     * Registers a tablet unless the company's active tablets fill its quota. The company row is locked
     * for the count and the insert, so two registrations at once cannot both take the last place.
     */
    async createWithinQuota(values: typeof tablets.$inferInsert, quota: number): Promise<TabletRow> {
      scope.assertVisible(values.companyId);
      return db.transaction(async (tx) => {
        await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, values.companyId)).for('update');
        const active = await countWhere(
          tx,
          tablets,
          and(eq(tablets.companyId, values.companyId), eq(tablets.isActive, true)),
        );
        if (active >= quota) throw fieldError('non_field_errors', msg('tabletQuotaReached', { quota }));
        const [row] = await tx.insert(tablets).values(values).onConflictDoNothing().returning();
        if (!row) throw fieldError('android_id', msg('tabletAndroidIdExists'));
        return row;
      });
    },

    async deactivate(row: TabletRow): Promise<TabletRow> {
      const [updated] = await db.update(tablets).set({ isActive: false }).where(eq(tablets.id, row.id)).returning();
      return updated;
    },

    async delete(row: TabletRow): Promise<void> {
      await db.delete(tablets).where(eq(tablets.id, row.id));
    },

    /** the reading app signed in from this tablet */
    async seen(row: TabletRow): Promise<void> {
      await db
        .update(tablets)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(tablets.id, row.id));
    },
  };
}
