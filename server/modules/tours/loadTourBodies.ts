import { and, asc, inArray } from 'drizzle-orm';
import type { Tour, TourItem } from '../../../src/core/contract/tours.ts';
import { availableTourActions } from '../../../src/core/domain/tourStates.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { Db } from '../../db/createDatabase.ts';
import { users } from '../../db/schema.ts';
import { tablets, tours, tourStateChanges } from '../../db/tourSchema.ts';
import { completeTour } from '../../domain/completeTour.ts';
import type { RegisterRow, TourRow } from './tourRepository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Tours as the API answers them, loaded for a whole page at once: tablets, children, people and state
 * history in one query each. `actions` are those the caller's permissions and the tour's state allow.
 */
export async function loadTourBodies(db: Db, rows: TourRow[], caller: Caller): Promise<Tour[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const tabletIds = rows.flatMap((r) => (r.tabletId ? [r.tabletId] : []));
  const [tabletRows, children, parents, changes] = await Promise.all([
    tabletIds.length ? db.select().from(tablets).where(inArray(tablets.id, tabletIds)) : [],
    db
      .select()
      .from(tours)
      .where(and(inArray(tours.parentId, ids), completeTour()))
      .orderBy(asc(tours.name)),
    db
      .select({ id: tours.id, uuid: tours.uuid })
      .from(tours)
      .where(inArray(tours.id, rows.flatMap((r) => (r.parentId ? [r.parentId] : [])).concat(-1))),
    db.select().from(tourStateChanges).where(inArray(tourStateChanges.tourId, ids)).orderBy(asc(tourStateChanges.id)),
  ]);
  const userIds = [
    ...new Set(
      [...rows.flatMap((r) => [r.discardedById, r.importedById]), ...changes.map((c) => c.byId)].filter(
        (id): id is string => id !== null,
      ),
    ),
  ];
  const people = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const person = (id: string | null) => {
    const found = id ? people.find((p) => p.id === id) : undefined;
    return found ? { user_uuid: found.id, name: found.name } : null;
  };
  return rows.map((row) => {
    const tablet = tabletRows.find((t) => t.id === row.tabletId);
    return {
      uuid: row.uuid,
      name: row.name,
      state: row.state,
      is_discarded: row.isDiscarded,
      discarded_by: person(row.discardedById),
      discarded_at: iso(row.discardedAt),
      assigned_to: tablet ? { uuid: tablet.uuid, name: tablet.name } : null,
      company: row.companyId,
      parent: parents.find((p) => p.id === row.parentId)?.uuid ?? null,
      children: children
        .filter((c) => c.parentId === row.id)
        .map((c) => ({ uuid: c.uuid, name: c.name, state: c.state })),
      due_date: row.dueDate,
      item_count: row.itemCount,
      read_count: row.readCount,
      register_count: row.registerCount,
      imported:
        row.importedAt && row.converter
          ? {
              file_name: row.importFileName ?? '',
              converter: row.converter.name,
              by: person(row.importedById),
              at: row.importedAt.toISOString(),
            }
          : null,
      state_changes: changes
        .filter((c) => c.tourId === row.id)
        .map((c) => ({
          from: c.fromState,
          to: c.toState,
          action: c.action,
          by: person(c.byId),
          at: c.at.toISOString(),
        })),
      actions: availableTourActions({ state: row.state, is_discarded: row.isDiscarded }, (p) => caller.can(p)),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** Registers grouped into their items, in item order. */
export function itemBodies(registers: RegisterRow[]): TourItem[] {
  const items = new Map<number, TourItem>();
  for (const r of registers) {
    let item = items.get(r.itemNumber);
    if (!item) {
      item = {
        item_number: r.itemNumber,
        address: r.address,
        meter_serial: r.meterSerial,
        measuring_point: r.measuringPoint,
        registers: [],
      };
      items.set(r.itemNumber, item);
    }
    item.registers.push({
      register_id: r.registerId,
      kind: r.kind,
      unit: r.unit,
      previous_value: r.previousValue,
      min_value: r.minValue,
      max_value: r.maxValue,
      read_value: r.readValue,
      read_at: iso(r.readAt),
      read_by: r.readBy,
      from_telegram: r.fromTelegram,
      note: r.note,
    });
  }
  return [...items.values()];
}
