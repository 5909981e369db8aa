import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { TourState } from '../../src/core/domain/tourStates.ts';
import { BUILTIN_CONVERTERS } from '../modules/tours/converters/builtinConverters.ts';
import { readTourFile } from '../modules/tours/converters/readTourFile.ts';
import { importTour } from '../modules/tours/importTour.ts';
import { storeTour } from '../modules/tours/storeTour.ts';
import type { Db } from '../db/createDatabase.ts';
import { companies, users } from '../db/schema.ts';
import { tablets, tourRegisters, tours, tourStateChanges } from '../db/tourSchema.ts';

const SAMPLE = path.join(import.meta.dirname, '../../demo/tours/route-comma.csv');

/** The path a demo tour took to its state: the recorded history matches what the portal would have done. */
const PATHS: Record<Exclude<TourState, 'open'>, Array<[TourState, string]>> = {
  imported: [],
  assigned: [['assigned', 'assign']],
  in_progress: [
    ['assigned', 'assign'],
    ['in_progress', 'upload'],
  ],
  completed: [
    ['assigned', 'assign'],
    ['in_progress', 'upload'],
    ['completed', 'upload'],
  ],
  closed: [
    ['assigned', 'assign'],
    ['in_progress', 'upload'],
    ['completed', 'upload'],
    ['closed', 'close'],
  ],
};

/**
 * Demo tours and tablets: two tablets of Riverside Water Works, a tour in each state (one discarded, one
 * split into two child tours by district) for Riverside and two for Aqua Distribution, all read from the
 * sample file demo/tours/route-comma.csv with the shipped comma converter.
 */
export async function seedTours(db: Db): Promise<void> {
  const named = await db
    .select()
    .from(companies)
    .where(inArray(companies.name, ['Riverside Water Works', 'Aqua Distribution']));
  const riverside = named.find((c) => c.name === 'Riverside Water Works')!;
  const aqua = named.find((c) => c.name === 'Aqua Distribution')!;
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
  const converter = BUILTIN_CONVERTERS.find((c) => c.name === 'csv-comma')!;
  const file = await readTourFile(readFileSync(SAMPLE), converter);
  const { builtin: _builtin, ...layout } = converter;
  void _builtin;
  const [north, south] = await db
    .insert(tablets)
    .values([
      {
        companyId: riverside.id,
        name: 'Tablet North',
        androidId: 'a1b2c3d4e5f60001',
        androidVersion: '14',
        deviceModel: 'Samsung Galaxy Tab Active5',
      },
      {
        companyId: riverside.id,
        name: 'Tablet South',
        androidId: 'a1b2c3d4e5f60002',
        androidVersion: '13',
        deviceModel: 'Zebra ET45',
      },
    ])
    .returning();

  const day = (n: number) => new Date(Date.UTC(2026, 10, 2 + n, 7, 30));
  const make = async (companyId: number, name: string, state: Exclude<TourState, 'open'>, discarded = false) => {
    const tour = await storeTour(
      db,
      {
        companyId,
        name,
        converter: layout,
        fileName: 'route-comma.csv',
        header: file.header,
        dueDate: '2026-12-15',
        tabletId: null,
        userId: admin.id,
      },
      file.registers,
    );
    const steps = PATHS[state];
    const tabletId = steps.length && companyId === riverside.id ? (name.includes('South') ? south.id : north.id) : null;
    if (steps.length && tabletId) {
      let from: TourState = 'imported';
      for (const [to, action] of steps) {
        await db
          .insert(tourStateChanges)
          .values({ tourId: tour.id, fromState: from, toState: to, action, byId: admin.id });
        from = to;
      }
      const rows = await db.select().from(tourRegisters).where(eq(tourRegisters.tourId, tour.id));
      const readUpTo = state === 'in_progress' ? Math.ceil(rows.length / 2) : state === 'assigned' ? 0 : rows.length;
      for (const [i, r] of rows.entries())
        if (i < readUpTo)
          await db
            .update(tourRegisters)
            .set({ readValue: (r.minValue ?? 0) + 12.5 + i, readAt: day(i % 5), readBy: 'Tablet reader' })
            .where(eq(tourRegisters.id, r.id));
      await db.update(tours).set({ state, tabletId, readCount: readUpTo }).where(eq(tours.id, tour.id));
    }
    if (discarded) {
      await db
        .insert(tourStateChanges)
        .values({ tourId: tour.id, fromState: 'imported', toState: 'imported', action: 'discard', byId: admin.id });
      await db
        .update(tours)
        .set({ isDiscarded: true, discardedById: admin.id, discardedAt: day(3) })
        .where(eq(tours.id, tour.id));
    }
  };
  await make(riverside.id, 'Linz centre – November', 'imported');
  await make(riverside.id, 'Linz North – November', 'assigned');
  await make(riverside.id, 'Linz South – October', 'in_progress');
  await make(riverside.id, 'Urfahr – October', 'completed');
  await make(riverside.id, 'Urfahr – September', 'closed');
  await make(riverside.id, 'Old route (wrong file)', 'imported', true);
  await make(aqua.id, 'Vienna 1st district', 'imported');
  await make(aqua.id, 'Vienna 2nd district', 'imported');
  await importTour(db, file, {
    companyId: riverside.id,
    name: 'Linz by district',
    converter,
    fileName: 'route-comma.csv',
    dueDate: '2026-12-20',
    tabletId: null,
    userId: admin.id,
    splitBy: 'district',
  });
}
