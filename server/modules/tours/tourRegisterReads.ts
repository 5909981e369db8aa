import { and, asc, between, countDistinct, eq, gt, min } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import { pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { selectAsJson } from '../../db/selectAsJson.ts';
import { tourRegisters } from '../../db/tourSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { tourFilters, type RegisterRow, type TourRow } from './tourFilters.ts';

/** registers read between two looks at other requests when a whole tour is read */
const REGISTER_PAGE = 2000;

/** The reads of a tour's registers for one caller: a page of items, all of them, one (part of tourRepository.ts). */
export function tourRegisterReads(db: Db, scope: CompanyScope) {
  const { registersOf } = tourFilters(scope);
  return {
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
  };
}
