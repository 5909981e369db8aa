import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TourAction } from '../../../src/core/domain/tourStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { tourRegisters, tours, tourStateChanges } from '../../db/tourSchema.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import type { RegisterRow, TourRow } from './tourFilters.ts';

/** registers per UPDATE of an upload's readings */
const READINGS_CHUNK = 2_000;

export interface NewReading {
  readValue: number | null;
  readAt: Date | null;
  readBy: string | null;
  note?: string;
  /** decoded from an uploaded telegram; any other reading clears the mark */
  fromTelegram?: boolean;
}

/** The writes of tours for one caller: readings, counts, state changes, parents, names (part of tourRepository.ts). */
export function tourWrites(db: Db, scope: CompanyScope) {
  return {
    async setReading(register: RegisterRow, reading: NewReading) {
      await db
        .update(tourRegisters)
        .set({ ...reading, note: reading.note ?? register.note, fromTelegram: reading.fromTelegram ?? false })
        .where(eq(tourRegisters.id, register.id));
    },

    /**
     * Many readings (a tablet's upload) as one UPDATE per chunk: the rows travel as one JSON document, as
     * storeTour.ts writes registers, instead of a statement per register. A register named twice keeps the last.
     */
    async setReadings(readings: ReadonlyArray<{ register: RegisterRow } & NewReading>) {
      const rows = [
        ...new Map(
          readings.map(({ register, ...r }) => [
            register.id,
            {
              id: register.id,
              read_value: r.readValue,
              read_at: r.readAt?.toISOString() ?? null,
              read_by: r.readBy,
              note: r.note ?? register.note,
              from_telegram: r.fromTelegram ?? false,
            },
          ]),
        ).values(),
      ];
      for (let at = 0; at < rows.length; at += READINGS_CHUNK) {
        await db.execute(sql`
          update ${tourRegisters} t set read_value = r.read_value, read_at = r.read_at, read_by = r.read_by,
            note = r.note, from_telegram = r.from_telegram
          from jsonb_to_recordset(${JSON.stringify(rows.slice(at, at + READINGS_CHUNK))}::jsonb) as r(id int,
            read_value float8, read_at timestamptz, read_by text, note text, from_telegram boolean)
          where t.id = r.id`);
        await yieldToEventLoop();
      }
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
