import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';
import { neutraliseCell } from './neutraliseCell.ts';

/**
 * The one CSV writer of the server: every CSV the product writes (grid and readout exports, the tour
 * exports in a converter's format or the portal's) goes through here, so every cell is neutralised against
 * formula injection the same way. The excel dialect (Python csv QUOTE_MINIMAL): CRLF, a cell quoted only
 * when it holds the delimiter, a quote or a line break (a lone CR or LF too, which the windows record
 * delimiter alone would leave bare). `tests/server/http/csvWriters.test.ts` keeps csv-stringify to this file.
 */
const DIALECT: Options = {
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  cast: { string: neutraliseCell, boolean: (value) => (value ? 'true' : 'false') },
};

export interface CsvOptions {
  /** ',' unless a converter's layout names another */
  delimiter?: string;
}

/** Rows written at once: tours, a readout export's header and serial cells. */
export function writeCsv(rows: ReadonlyArray<readonly unknown[]>, options: CsvOptions = {}): string {
  return stringifyNow(rows as unknown[][], { ...DIALECT, delimiter: options.delimiter ?? ',' });
}

/** A stream of rows (arrays of cells) to CSV text, with `columns` as the header row. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify({ ...DIALECT, header: true, columns: [...columns] });
}
