import { sql } from 'drizzle-orm';
import type { Converter } from '../../../src/core/contract/tours.ts';
import type { Db } from '../../db/createDatabase.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { tourRegisters, tours, tourStateChanges } from '../../db/tourSchema.ts';
import type { ParsedRegister } from './converters/validateTourRecords.ts';
import type { TourRow } from './tourRepository.ts';

/**
 * Rows per INSERT; the rows travel as one JSON parameter, so the statement has two whatever the count.
 * The embedded database runs each statement on this thread: a chunk is kept to some tens of milliseconds,
 * and other requests get their turn between chunks.
 */
const CHUNK = 2_000;

/**
 * One INSERT … SELECT FROM jsonb_to_recordset per chunk: the rows go as a single JSON document that the
 * database unpacks, instead of a parameter per cell (about 10x faster than a multi-row VALUES list at
 * 100,000 rows, and the same on PostgreSQL and PGlite).
 */
async function insertRegisters(tx: Db, tourId: number, rows: ParsedRegister[]): Promise<void> {
  const records = rows.map((r) => ({
    item_number: r.itemNumber,
    address: r.address,
    meter_serial: r.meterSerial,
    measuring_point: r.measuringPoint,
    register_id: r.registerId,
    kind: r.kind,
    unit: r.unit,
    previous_value: r.previousValue,
    min_value: r.minValue,
    max_value: r.maxValue,
    read_value: r.readValue,
    read_at: r.readAt?.toISOString() ?? null,
    note: r.note,
    source: r.source,
    source_row: r.row,
  }));
  await tx.execute(sql`
    insert into ${tourRegisters} (tour_id, item_number, address, meter_serial, measuring_point, register_id, kind, unit,
      previous_value, min_value, max_value, read_value, read_at, note, source, source_row)
    select ${tourId}, r.item_number, r.address, r.meter_serial, r.measuring_point, r.register_id, r.kind, r.unit,
      r.previous_value, r.min_value, r.max_value, r.read_value, r.read_at, r.note, r.source, r.source_row
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(item_number int, address text, meter_serial text,
      measuring_point text, register_id text, kind text, unit text, previous_value float8, min_value float8,
      max_value float8, read_value float8, read_at timestamptz, note text, source jsonb, source_row int)`);
}

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
  /**
   * for a staged import, the ids of the pending tours written so far: this tour is written pending (hidden
   * until the import completes it, importTour.ts) and its id is added as soon as its row exists
   */
  pending?: number[];
}

/**
 * One tour and its registers, written inside the caller's transaction; or, for a pending tour of a staged
 * import, in one short statement per chunk of registers.
 */
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
      importPending: spec.pending !== undefined,
    })
    .returning();
  spec.pending?.push(tour.id);
  const changes: Array<typeof tourStateChanges.$inferInsert> = [
    { tourId: tour.id, fromState: null, toState: state, action: 'import', byId: spec.userId },
  ];
  if (assigned)
    changes.push({ tourId: tour.id, fromState: 'imported', toState: 'assigned', action: 'assign', byId: spec.userId });
  await tx.insert(tourStateChanges).values(changes);
  for (let at = 0; at < registers.length; at += CHUNK) {
    await insertRegisters(tx, tour.id, registers.slice(at, at + CHUNK));
    await yieldToEventLoop();
  }
  return tour;
}
