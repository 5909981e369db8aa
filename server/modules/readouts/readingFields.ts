/** The fields of one reading as the file gave them: text from CSV, any JSON value from JSON lines. */
export interface ReadingFields {
  /** the file's line the reading ends on (a CSV header is line 1) */
  row: number;
  serial: unknown;
  ts: unknown;
  volume_m3: unknown;
  flow_m3h: unknown;
  battery: unknown;
  alerts: unknown;
}

export const READING_FIELDS = ['serial', 'ts', 'volume_m3', 'flow_m3h', 'battery', 'alerts'] as const;

/** A head-end export of a few million readings; each row is checked and staged as it is read. */
export const MAX_IMPORT_ROWS = 5_000_000;
