import { and, asc, between, countDistinct, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TourListQuery } from '../../../src/core/contract/tours.ts';
import { TOUR_STATES, type TourAction, type TourState } from '../../../src/core/domain/tourStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { tablets, tourRegisters, tours, tourStateChanges } from '../../db/tourSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { rowsOf } from '../reports/runReport.ts';

export type TourRow = typeof tours.$inferSelect;
export type RegisterRow = typeof tourRegisters.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDERING: Record<string, SQL[]> = {
  name: [asc(tours.name)],
  '-name': [desc(tours.name)],
  created_at: [asc(tours.createdAt)],
  '-created_at': [desc(tours.createdAt)],
  state: [asc(tours.state)],
  '-state': [desc(tours.state)],
};

/** Tours as one caller may see them: every finder and writer applies the caller's company scope. */
export function tourRepository(db: Db, scope: CompanyScope) {
  const visible = (uuid: string) => and(eq(tours.uuid, uuid), scope.where(tours.companyId));
  return {
    async page(q: TourListQuery & { tabletId?: number }, window: PageWindow) {
      const filters: SQL[] = [scope.where(tours.companyId)];
      filters.push(eq(tours.isDiscarded, q.is_discarded === 'true' || q.is_discarded === 'True'));
      if (q.state) {
        const states = q.state.split(',').filter((s): s is TourState => (TOUR_STATES as readonly string[]).includes(s));
        filters.push(states.length ? inArray(tours.state, states) : sql`false`);
      }
      if (q.search) filters.push(ilike(tours.name, `%${escapeLike(q.search)}%`));
      if (q.tablet !== undefined) {
        const ids = db
          .select({ id: tablets.id })
          .from(tablets)
          .where(sql`${tablets.uuid}::text = ${q.tablet}`);
        filters.push(inArray(tours.tabletId, ids));
      }
      if (q.tabletId !== undefined) filters.push(eq(tours.tabletId, q.tabletId));
      const where = and(...filters);
      const ordering =
        q.ordering && Object.hasOwn(ORDERING, q.ordering) ? ORDERING[q.ordering] : ORDERING['-created_at'];
      const order = [...ordering, desc(tours.id)];
      const query = db
        .select()
        .from(tours)
        .where(where)
        .orderBy(...order);
      return pageRows(db, query, window, countOf(tours, where));
    },

    async findByUuid(uuid: string): Promise<TourRow> {
      const [row] = await db.select().from(tours).where(visible(uuid)).limit(1);
      if (!row) throw notFound();
      return row;
    },

    async visibleByUuids(uuids: string[]): Promise<TourRow[]> {
      if (uuids.length === 0) return [];
      return db
        .select()
        .from(tours)
        .where(and(inArray(tours.uuid, uuids), scope.where(tours.companyId)));
    },

    /** one page of items (a page counts items, not registers), each with its registers */
    async itemsPage(tour: TourRow, window: PageWindow) {
      const ofTour = eq(tourRegisters.tourId, tour.id);
      const numbers = db
        .selectDistinct({ itemNumber: tourRegisters.itemNumber })
        .from(tourRegisters)
        .where(ofTour)
        .orderBy(asc(tourRegisters.itemNumber));
      const page = await pageRows(db, numbers, window, async () => {
        const [{ n }] = await db
          .select({ n: countDistinct(tourRegisters.itemNumber) })
          .from(tourRegisters)
          .where(ofTour);
        return n;
      });
      // the page is a run of item numbers in order: its first and last bound it (a list of all of them, at
      // 200,000 items with no_page, overflowed the statement's parameters and the call stack)
      const first = page.rows.at(0)?.itemNumber;
      const last = page.rows.at(-1)?.itemNumber;
      const registers =
        first !== undefined && last !== undefined
          ? await db
              .select()
              .from(tourRegisters)
              .where(and(ofTour, between(tourRegisters.itemNumber, first, last)))
              .orderBy(asc(tourRegisters.itemNumber), asc(tourRegisters.sourceRow))
          : [];
      return { registers, total: page.total };
    },

    /** every register in file order, for export and simulation */
    async registers(tour: TourRow): Promise<RegisterRow[]> {
      return db
        .select()
        .from(tourRegisters)
        .where(eq(tourRegisters.tourId, tour.id))
        .orderBy(asc(tourRegisters.sourceRow));
    },

    async register(tour: TourRow, itemNumber: number, registerId: string): Promise<RegisterRow> {
      const [row] = await db
        .select()
        .from(tourRegisters)
        .where(
          and(
            eq(tourRegisters.tourId, tour.id),
            eq(tourRegisters.itemNumber, itemNumber),
            eq(tourRegisters.registerId, registerId),
          ),
        )
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    async setReading(
      register: RegisterRow,
      reading: { readValue: number | null; readAt: Date | null; readBy: string | null; note?: string },
    ) {
      await db
        .update(tourRegisters)
        .set({ ...reading, note: reading.note ?? register.note })
        .where(eq(tourRegisters.id, register.id));
    },

    /** recounts what has been read; true when every register has a value */
    async recount(tour: TourRow): Promise<boolean> {
      const [{ n, read }] = await db
        .select({
          n: sql<number>`count(*)::int`,
          read: sql<number>`count(*) filter (where ${isNotNull(tourRegisters.readValue)})::int`,
        })
        .from(tourRegisters)
        .where(eq(tourRegisters.tourId, tour.id));
      await db.update(tours).set({ readCount: read }).where(eq(tours.id, tour.id));
      return n > 0 && read === n;
    },

    /** a state change, recorded with who made it and the state before */
    async transition(
      tour: TourRow,
      action: TourAction,
      byId: string,
      set: Partial<Omit<typeof tours.$inferInsert, 'id' | 'uuid' | 'companyId'>>,
    ): Promise<TourRow> {
      scope.assertVisible(tour.companyId);
      const [updated] = await db.update(tours).set(set).where(eq(tours.id, tour.id)).returning();
      await db
        .insert(tourStateChanges)
        .values({ tourId: tour.id, fromState: tour.state, toState: updated.state, action, byId });
      return updated;
    },

    /** the ids of the tour's parent, its parent's parent and so on: none of them may become its child */
    async ancestorIds(tour: TourRow): Promise<Set<number>> {
      const rows = await db.execute(sql`
        WITH RECURSIVE up(id, parent_id, depth) AS (
          SELECT id, parent_id, 0 FROM ${tours} WHERE id = ${tour.parentId ?? -1}
          UNION ALL
          SELECT t.id, t.parent_id, up.depth + 1 FROM ${tours} t JOIN up ON t.id = up.parent_id WHERE up.depth < 100
        )
        SELECT id FROM up`);
      return new Set(rowsOf<{ id: number | string }>(rows).map((row) => Number(row.id)));
    },

    async setParent(children: TourRow[], parent: TourRow | null, keepOthersOf?: TourRow): Promise<void> {
      if (keepOthersOf) await db.update(tours).set({ parentId: null }).where(eq(tours.parentId, keepOthersOf.id));
      if (children.length)
        await db
          .update(tours)
          .set({ parentId: parent?.id ?? null })
          .where(
            inArray(
              tours.id,
              children.map((c) => c.id),
            ),
          );
    },

    async rename(tour: TourRow, name: string): Promise<void> {
      await db.update(tours).set({ name }).where(eq(tours.id, tour.id));
    },

    async delete(tour: TourRow): Promise<void> {
      scope.assertVisible(tour.companyId);
      await db.delete(tours).where(eq(tours.id, tour.id));
    },
  };
}
