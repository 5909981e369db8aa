import type { TourField } from '../../../../src/core/domain/tourFields.ts';

/** One record of an import file as a converter reads it: the register's fields, and the row as it stood. */
export interface TourRecord {
  /** the file row (line for text, record number for XML), for messages and the export's order */
  row: number;
  fields: Partial<Record<TourField, string>>;
  source: string[];
}

/** What a reader gives: the header rows, the names of the source cells, and every record. */
export interface TourFileContent {
  header: string[][];
  columns: string[];
  records: TourRecord[];
}
