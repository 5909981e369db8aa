import { and, asc, countDistinct, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TourListQuery } from '../../../src/core/contract/tours.ts';
import { TOUR_STATES, type TourState } from '../../../src/core/domain/tourStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { tablets, tourRegisters, tours } from '../../db/tourSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { tourFilters, type TourRow } from './tourFilters.ts';
import { registerInScope } from './tourMeterScope.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDERING: Record<string, SQL[]> = {
  name: [asc(tours.name)],
  '-name': [desc(tours.name)],
  created_at: [asc(tours.createdAt)],
  '-created_at': [desc(tours.createdAt)],
  state: [asc(tours.state)],
  '-state': [desc(tours.state)],
};

/** The reads of tours for one caller: lists, finders, counts (part of tourRepository.ts). */
export function tourReads(db: Db, scope: CompanyScope) {
  const { inScope, visible } = tourFilters(scope);
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
  };
}
