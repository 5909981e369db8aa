import {
  and,
  asc,
  between,
  countDistinct,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  min,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TourListQuery } from '../../../src/core/contract/tours.ts';
import { TOUR_STATES, type TourAction, type TourState } from '../../../src/core/domain/tourStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { selectAsJson } from '../../db/selectAsJson.ts';
import { tablets, tourRegisters, tours, tourStateChanges } from '../../db/tourSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { completeTour } from '../../domain/completeTour.ts';
import { registerInScope, tourInScope } from './tourMeterScope.ts';

export type TourRow = typeof tours.$inferSelect;
export type RegisterRow = typeof tourRegisters.$inferSelect;

/** registers read between two looks at other requests when a whole tour is read */
const REGISTER_PAGE = 2000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDERING: Record<string, SQL[]> = {
  name: [asc(tours.name)],
  '-name': [desc(tours.name)],
  created_at: [asc(tours.createdAt)],
  '-created_at': [desc(tours.createdAt)],
  state: [asc(tours.state)],
  '-state': [desc(tours.state)],
};

/**
 * Tours as one caller may see them: every finder and writer applies the caller's company scope, and for a
 * caller limited to some devices (an embed key limited to device groups) every reader keeps to the tours and
 * registers of those meters (`tourMeterScope.ts`). No finder sees a tour a staged import is still writing.
 */
export function tourRepository(db: Db, scope: CompanyScope) {
  // a tour a staged import is still writing exists for no one (pendingTours.ts)
  const inScope = () => and(completeTour(), scope.where(tours.companyId), tourInScope(scope));
  const visible = (uuid: string) => and(eq(tours.uuid, uuid), inScope());
  const registersOf = (tour: TourRow) => and(eq(tourRegisters.tourId, tour.id), registerInScope(scope, tour.companyId));
  return {
    async page(q: TourListQuery & { tabletId?: number }, window: PageWindow) {
      const filters: SQL[] = [inScope()!];
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
        .where(and(inArray(tours.uuid, uuids), inScope()));
    },

    /** what a caller limited to some devices sees of each tour: its items, registers and readings among them */
    async countsInScope(rows: TourRow[]): Promise<Map<number, { items: number; registers: number; read: number }>> {
      if (rows.length === 0) return new Map();
      const ofTours = inArray(
        tourRegisters.tourId,
        rows.map((row) => row.id),
      );
      const counted = await db
        .select({
          tourId: tourRegisters.tourId,
          items: countDistinct(tourRegisters.itemNumber),
          registers: sql<number>`count(*)::int`,
          read: sql<number>`count(*) filter (where ${isNotNull(tourRegisters.readValue)})::int`,
        })
        .from(tourRegisters)
        .innerJoin(tours, eq(tours.id, tourRegisters.tourId))
        .where(and(ofTours, registerInScope(scope, tours.companyId)))
        .groupBy(tourRegisters.tourId);
      return new Map(counted.map(({ tourId, ...counts }) => [tourId, counts]));
    },

    /** one page of items (a page counts items, not registers), each with its registers */
    async itemsPage(tour: TourRow, window: PageWindow) {
      const ofTour = registersOf(tour);
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

    /**
     * every register in file order, for export and simulation; read in pages with a turn for other requests
     * between them (40,000 registers read as one result held the embedded database's thread for 5 s). A page
     * is every register up to the file row found a page's length on in the row index, so each page's
     * statement reads only its own rows: a page after a register's (row, id) with a limit sorted all the
     * rest of the tour each time (200 ms a page near the start of a 200,000-row tour).
     */
    async registers(tour: TourRow): Promise<RegisterRow[]> {
      const all: RegisterRow[] = [];
      let after: number | undefined;
      for (;;) {
        // the first row of the next page: min() reads the row index from the place on, whatever the statistics
        const [{ first }] = await db
          .select({ first: min(tourRegisters.sourceRow) })
          .from(tourRegisters)
          .where(
            and(
              eq(tourRegisters.tourId, tour.id),
              after === undefined ? undefined : gt(tourRegisters.sourceRow, after),
            ),
          );
        if (first === null) return all;
        after = first + REGISTER_PAGE - 1;
        const page = await selectAsJson(
          db,
          db
            .select()
            .from(tourRegisters)
            .where(and(registersOf(tour), between(tourRegisters.sourceRow, first, after)))
            .orderBy(asc(tourRegisters.sourceRow), asc(tourRegisters.id)),
        );
        for (const row of page) all.push(row);
        await yieldToEventLoop();
      }
    },

    async register(tour: TourRow, itemNumber: number, registerId: string): Promise<RegisterRow> {
      const [row] = await db
        .select()
        .from(tourRegisters)
        .where(
          and(registersOf(tour), eq(tourRegisters.itemNumber, itemNumber), eq(tourRegisters.registerId, registerId)),
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
