import { z } from 'zod';
import { CONVERTER_KINDS, TOUR_FIELDS } from '../domain/tourFields.ts';
import { INT4_MAX } from './databaseId.ts';
import { MAX_TELEGRAM_CHARS, MAX_TELEGRAMS } from './telegrams.ts';
import { TOUR_ACTIONS, TOUR_STATES } from '../domain/tourStates.ts';
import { listQuery } from './pagination.ts';

export { uuidParams } from './pagination.ts';

const userRef = z.object({ user_uuid: z.string(), name: z.string() }).nullable();

export const tourStateChange = z.object({
  from: z.enum(TOUR_STATES).nullable(),
  to: z.enum(TOUR_STATES),
  action: z.string(),
  by: userRef,
  at: z.string(),
});

/** Tour of spec section 3 (uuid, name, children, discarded, state, assigned tablet, state changes, import). */
export const tour = z.object({
  uuid: z.string(),
  name: z.string(),
  state: z.enum(TOUR_STATES),
  is_discarded: z.boolean(),
  discarded_by: userRef,
  discarded_at: z.string().nullable(),
  assigned_to: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  company: z.number().int(),
  parent: z.string().nullable(),
  children: z.array(z.object({ uuid: z.string(), name: z.string(), state: z.enum(TOUR_STATES) })),
  due_date: z.string().nullable(),
  item_count: z.number().int(),
  read_count: z.number().int(),
  register_count: z.number().int(),
  imported: z.object({ file_name: z.string(), converter: z.string(), by: userRef, at: z.string() }).nullable(),
  state_changes: z.array(tourStateChange),
  actions: z.array(z.enum(TOUR_ACTIONS)),
  created_at: z.string(),
});
export type Tour = z.infer<typeof tour>;

export const tourListQuery = listQuery.extend({
  state: z.string().optional(),
  is_discarded: z.string().optional(),
  tablet: z.string().optional(),
});
export type TourListQuery = z.infer<typeof tourListQuery>;

export const tourRegister = z.object({
  register_id: z.string(),
  kind: z.string(),
  unit: z.string(),
  previous_value: z.number().nullable(),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  read_value: z.number().nullable(),
  read_at: z.string().nullable(),
  read_by: z.string().nullable(),
  /** the reading was decoded from a wireless M-Bus telegram the tablet uploaded */
  from_telegram: z.boolean(),
  note: z.string(),
});
export type TourRegister = z.infer<typeof tourRegister>;

export const tourItem = z.object({
  item_number: z.number().int(),
  address: z.string(),
  meter_serial: z.string(),
  measuring_point: z.string(),
  registers: z.array(tourRegister),
});
export type TourItem = z.infer<typeof tourItem>;
export const tourItemsQuery = listQuery;

export const tourPatch = z.object({
  name: z.string().min(1).max(200).optional(),
  children: z.array(z.uuid()).optional(),
});

export const tourAssignment = z.object({ tablet: z.uuid() });

export const registerParams = z.object({
  uuid: z.uuid(),
  row: z.coerce.number().int().min(1).max(INT4_MAX),
  register: z.string().min(1).max(60),
});
export const registerPatch = z.object({
  read_value: z.number().finite().nullable(),
  note: z.string().max(500).optional(),
});

/**
 * A tablet's results: the registers it read, by item number and register id, and (`items`) the raw wireless
 * M-Bus telegrams it received from an item's meter, decoded with the stored key of the module that sent them.
 */
export const tourUpload = z.object({
  readings: z
    .array(
      z.object({
        item_number: z.number().int().min(1).max(INT4_MAX),
        register_id: z.string().min(1).max(60),
        read_value: z.number().finite(),
        read_at: z.iso.datetime({ offset: true }).optional(),
        note: z.string().max(500).optional(),
      }),
    )
    .max(200_000)
    .default([]),
  items: z
    .array(
      z.object({
        item_number: z.number().int().min(1).max(INT4_MAX),
        /** frames in hex as the tablet's receiver handed them out; up to 10,000 in one upload */
        telegrams: z.array(z.string().max(MAX_TELEGRAM_CHARS)).min(1).max(MAX_TELEGRAMS),
        /** when the tablet received them; the upload's time without it */
        read_at: z.iso.datetime({ offset: true }).optional(),
      }),
    )
    .max(MAX_TELEGRAMS)
    .default([])
    .describe(
      'Per item, raw wireless M-Bus telegrams (hex) of its meter: each is decoded with the stored key of the module ' +
        'that sent it and fills the item’s registers by kind and unit (volume, flow, temperature); it is stored as a ' +
        'reading of the meter. A telegram of another meter, without a key, with a wrong key or unreadable is refused ' +
        'for its item with a reason (`telegram_items` of the answer); typed readings and other items are kept.',
    ),
});

export const TOUR_TELEGRAM_OUTCOMES = [
  'read',
  'no_reading',
  'other_meter',
  'unknown_module',
  'foreign',
  'key_missing',
  'key_wrong',
  'malformed',
] as const;
export type TourTelegramOutcome = (typeof TOUR_TELEGRAM_OUTCOMES)[number];

/** What became of one uploaded telegram of an item: the registers it filled, or why it was refused. */
export const tourTelegramResult = z.object({
  /** its place in the item's `telegrams` */
  index: z.number().int(),
  outcome: z
    .enum(TOUR_TELEGRAM_OUTCOMES)
    .describe(
      '`read`: decoded, its registers filled; `no_reading`: decoded but carries no water volume; `other_meter`: its ' +
        'module sits on another meter than the item’s; `unknown_module`: no module of that id; `foreign`: a module ' +
        'outside the caller’s companies (never decrypted); `key_missing`, `key_wrong`, `malformed`: not decoded.',
    ),
  /** the ids of the registers filled from it */
  registers: z.array(z.string()),
  /** the reason of a refusal, in the caller's language */
  reason: z.string().optional(),
});
export type TourTelegramResult = z.infer<typeof tourTelegramResult>;

/** The tour after an upload, and per item with telegrams what became of each. */
export const tourUploadResult = tour.extend({
  telegram_items: z.array(z.object({ item_number: z.number().int(), telegrams: z.array(tourTelegramResult) })),
});
export type TourUploadResult = z.infer<typeof tourUploadResult>;

export const tourExportQuery = z.object({ format: z.enum(['converter', 'csv', 'xlsx']).optional() });

export const rejectedRow = z.object({ row: z.number().int(), reason: z.string() });

/** What an import (or its dry run) found: the first items as the converter reads them, and every rejected row. */
export const tourPreview = z.object({
  converter: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  items: z.array(tourItem),
  item_count: z.number().int(),
  register_count: z.number().int(),
  rejected: z.array(rejectedRow),
});
export type TourPreview = z.infer<typeof tourPreview>;

export const tourImportResult = z.object({
  tour: tour,
  children: z.array(z.string()),
  item_count: z.number().int(),
  register_count: z.number().int(),
  rejected: z.array(rejectedRow),
  /**
   * How many of the file's meter serials are no meter of the tour's company (another company's, or none the
   * portal knows), and the first of them: the tour is imported, the portal warns
   */
  unknown_meter_count: z.number().int(),
  unknown_meters: z.array(z.string()),
});
export type TourImportResult = z.infer<typeof tourImportResult>;

const mapping = z.partialRecord(z.enum(TOUR_FIELDS), z.string().max(200));

/** A converter: a named import format as data (spec section 5). */
export const converter = z.object({
  name: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9][a-z0-9_-]*$/),
  label: z.string().min(1).max(120),
  kind: z.enum(CONVERTER_KINDS),
  extensions: z.array(z.string().max(10)).max(5),
  encoding: z.enum(['utf-8', 'latin1', 'windows-1252']),
  delimiter: z.enum([',', ';', '\t']).nullable(),
  header_rows: z.number().int().min(0).max(5),
  /** column header (csv, xlsx), `start:length` (fixed) or element path below the record (xml) */
  mapping,
  /** xml only: the path of one record element, slash-separated */
  record_path: z.string().max(200).nullable(),
  decimal_comma: z.boolean(),
  date_format: z.enum(['iso', 'dd.mm.yyyy']),
  generic: z.boolean(),
  builtin: z.boolean(),
  description: z.string().max(500),
});
export type Converter = z.infer<typeof converter>;
export const converterCreate = converter.omit({ builtin: true });
export const converters = z.array(converter);
