/** What a converter maps a file's columns (or XPaths, or text positions) to: one row is one register of an item. */
export const TOUR_FIELDS = [
  'item_number',
  'address',
  'meter_serial',
  'measuring_point',
  'register_id',
  'register_kind',
  'unit',
  'previous_value',
  'min_value',
  'max_value',
  'read_value',
  'read_at',
  'note',
] as const;
export type TourField = (typeof TOUR_FIELDS)[number];

/** Fields every import needs; the others may be left unmapped. */
export const REQUIRED_TOUR_FIELDS: readonly TourField[] = ['meter_serial'];

export const CONVERTER_KINDS = ['csv', 'fixed', 'xml', 'xlsx'] as const;
export type ConverterKind = (typeof CONVERTER_KINDS)[number];

/** Import limits: checked before anything is parsed in full. */
export const TOUR_IMPORT_LIMITS = { maxBytes: 20 * 1024 * 1024, maxRows: 200_000, previewRows: 20 } as const;
