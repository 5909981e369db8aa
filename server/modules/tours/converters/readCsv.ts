import { parse } from 'csv-parse/sync';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_IMPORT_LIMITS } from '../../../../src/core/domain/tourFields.ts';
import { fieldErrors, msg } from '../../../http/HttpError.ts';
import { decodeText } from './decodeText.ts';
import { tableRecords } from './mappedColumns.ts';
import type { TourFileContent } from './TourRecord.ts';

/** CSV with the converter's delimiter; any broken row (quotes, column count) rejects the file as 'Malformed CSV'. */
export function readCsv(data: Buffer, converter: Converter): TourFileContent {
  const text = decodeText(data, converter);
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: converter.delimiter ?? ',',
      skip_empty_lines: true,
      relax_column_count: false,
      to_line: TOUR_IMPORT_LIMITS.maxRows + converter.header_rows + 1,
    });
  } catch (error) {
    const row = (error as { lines?: number }).lines ?? 0;
    const reason = error instanceof Error ? error.message : '';
    throw fieldErrors({ file: [msg('malformedCsv'), msg('rowMalformed', { row, reason })] });
  }
  if (rows.length > TOUR_IMPORT_LIMITS.maxRows + converter.header_rows)
    throw fieldErrors({ file: [msg('tooManyItems', { n: TOUR_IMPORT_LIMITS.maxRows })] });
  return tableRecords(converter, rows);
}
