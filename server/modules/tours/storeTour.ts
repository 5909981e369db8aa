import type { Converter } from '../../../src/core/contract/tours.ts';
import type { Db } from '../../db/createDatabase.ts';
import { tourRegisters, tours, tourStateChanges } from '../../db/tourSchema.ts';
import type { ParsedRegister } from './converters/validateTourRecords.ts';
import type { TourRow } from './tourRepository.ts';

/** Rows per INSERT: 18 parameters a row stays well below PostgreSQL's 65,535 per statement. */
const CHUNK = 2_000;

export interface NewTour {
  companyId: number;
  name: string;
  converter: Omit<Converter, 'builtin'>;
  fileName: string;
  header: string[][];
  dueDate: string | null;
  tabletId: number | null;
  parentId?: number | null;
  userId: string;
}

/** One tour and its registers, written inside the caller's transaction. */
export async function storeTour(
  tx: Db,
  spec: NewTour,
  registers: ParsedRegister[],
  state: 'imported' | 'open' = 'imported',
): Promise<TourRow> {
  const assigned = state === 'imported' && spec.tabletId !== null;
  const items = new Set(registers.map((r) => r.itemNumber)).size;
  const [tour] = await tx
    .insert(tours)
    .values({
      companyId: spec.companyId,
      name: spec.name,
      state: assigned ? 'assigned' : state,
      tabletId: state === 'open' ? null : spec.tabletId,
      parentId: spec.parentId ?? null,
      dueDate: spec.dueDate,
      importFileName: spec.fileName,
      importedById: spec.userId,
      importedAt: new Date(),
      converter: spec.converter,
      sourceHeader: spec.header,
      itemCount: items,
      registerCount: registers.length,
      readCount: registers.filter((r) => r.readValue !== null).length,
    })
    .returning();
  const changes: Array<typeof tourStateChanges.$inferInsert> = [
    { tourId: tour.id, fromState: null, toState: state, action: 'import', byId: spec.userId },
  ];
  if (assigned)
    changes.push({ tourId: tour.id, fromState: 'imported', toState: 'assigned', action: 'assign', byId: spec.userId });
  await tx.insert(tourStateChanges).values(changes);
  for (let at = 0; at < registers.length; at += CHUNK) {
    await tx.insert(tourRegisters).values(
      registers.slice(at, at + CHUNK).map((r) => ({
        tourId: tour.id,
        itemNumber: r.itemNumber,
        address: r.address,
        meterSerial: r.meterSerial,
        measuringPoint: r.measuringPoint,
        registerId: r.registerId,
        kind: r.kind,
        unit: r.unit,
        previousValue: r.previousValue,
        minValue: r.minValue,
        maxValue: r.maxValue,
        readValue: r.readValue,
        readAt: r.readAt,
        note: r.note,
        source: r.source,
        sourceRow: r.row,
      })),
    );
  }
  return tour;
}
