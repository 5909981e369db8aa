import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Converter } from '../../src/core/contract/tours.ts';
import type { TourState } from '../../src/core/domain/tourStates.ts';
import { createdAt, publicUuid, serialId, timestamptz } from './columns.ts';
import { companyIdColumn, users } from './schema.ts';

/** A field tablet running the reading app; active ones count against the company's mex tablet quota. */
export const tablets = pgTable(
  'tablets',
  {
    id: serialId(),
    uuid: publicUuid(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    androidId: text('android_id').notNull(),
    androidVersion: text('android_version').notNull().default(''),
    deviceModel: text('device_model').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    lastSeenAt: timestamptz('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tablets_uuid_key').on(t.uuid),
    uniqueIndex('tablets_android_id_key').on(t.androidId),
    index('tablets_company_idx').on(t.companyId),
  ],
);

/** A converter staff saved from a wizard mapping; the shipped ones are data in the server's code. */
export const tourConverters = pgTable('tour_converters', {
  id: serialId(),
  name: text('name').notNull().unique(),
  definition: jsonb('definition').$type<Omit<Converter, 'builtin'>>().notNull(),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const tours = pgTable(
  'tours',
  {
    id: serialId(),
    uuid: publicUuid(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    state: text('state').$type<TourState>().notNull(),
    isDiscarded: boolean('is_discarded').notNull().default(false),
    discardedById: uuid('discarded_by_id').references(() => users.id, { onDelete: 'set null' }),
    discardedAt: timestamptz('discarded_at'),
    tabletId: integer('tablet_id').references(() => tablets.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => tours.id, { onDelete: 'set null' }),
    dueDate: text('due_date'),
    importFileName: text('import_file_name'),
    importedById: uuid('imported_by_id').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamptz('imported_at'),
    /** the converter as it was at import, so the export writes the format the file came in */
    converter: jsonb('converter').$type<Omit<Converter, 'builtin'>>(),
    /** the file's header rows (csv, xlsx), written back on export */
    sourceHeader: jsonb('source_header').$type<string[][]>().notNull().default([]),
    itemCount: integer('item_count').notNull().default(0),
    registerCount: integer('register_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    /**
     * set while a staged import writes the tour and its registers in short transactions: the tour is
     * invisible to every reader until the import flips it, and is deleted if the import fails or the process dies
     */
    importPending: boolean('import_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tours_uuid_key').on(t.uuid),
    index('tours_company_idx').on(t.companyId),
    index('tours_tablet_idx').on(t.tabletId),
    index('tours_parent_idx').on(t.parentId),
  ],
);

export const tourStateChanges = pgTable(
  'tour_state_changes',
  {
    id: serialId(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<TourState>(),
    toState: text('to_state').$type<TourState>().notNull(),
    action: text('action').notNull(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('tour_state_changes_tour_idx').on(t.tourId)],
);

/** One register of one item (a meter to read); a file row is one register, rows of one item share its number. */
export const tourRegisters = pgTable(
  'tour_registers',
  {
    id: serialId(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    itemNumber: integer('item_number').notNull(),
    address: text('address').notNull().default(''),
    meterSerial: text('meter_serial').notNull(),
    measuringPoint: text('measuring_point').notNull().default(''),
    registerId: text('register_id').notNull(),
    kind: text('kind').notNull().default(''),
    unit: text('unit').notNull().default(''),
    previousValue: doublePrecision('previous_value'),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    readValue: doublePrecision('read_value'),
    readAt: timestamptz('read_at'),
    readBy: text('read_by'),
    /** the reading was decoded from a wireless M-Bus telegram the tablet uploaded, not typed */
    fromTelegram: boolean('from_telegram').notNull().default(false),
    note: text('note').notNull().default(''),
    /** the row as the file had it, written back with the readings on export */
    source: jsonb('source').$type<string[]>().notNull().default([]),
    /** the file row, for the order of the export */
    sourceRow: integer('source_row').notNull(),
  },
  (t) => [
    uniqueIndex('tour_registers_item_register_key').on(t.tourId, t.itemNumber, t.registerId),
    index('tour_registers_tour_row_idx').on(t.tourId, t.sourceRow),
  ],
);
