import type { Converter } from '../../../../src/core/contract/tours.ts';
import { REQUIRED_TOUR_FIELDS, TOUR_FIELDS, type TourField } from '../../../../src/core/domain/tourFields.ts';
import { TOUR_LAYOUT_LIMITS } from '../../../../src/core/domain/tourLayoutLimits.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';
import { yieldToEventLoop } from '../../../jobs/yieldToEventLoop.ts';
import { fieldRecord } from './fieldRecord.ts';

/** rows made records between two looks at other requests (200,000 rows at once held the thread 300 ms) */
const SLICE_ROWS = 5000;

/**
 * The index of a mapped column in a row: `#n` (1-based) or a header name (case and spaces aside); -1 when
 * the file lacks it or `#n` lies past the column limit (a stored layout may predate the check).
 */
export function columnIndex(wanted: string, names: string[]): number {
  const numbered = /^#(\d+)$/.exec(wanted);
  if (!numbered) return names.indexOf(wanted.trim().toLowerCase());
  const position = Number(numbered[1]);
  return position >= 1 && position <= TOUR_LAYOUT_LIMITS.maxColumns ? position - 1 : -1;
}

/**
 * Where each mapped field sits in a row of cells: by header name (case and spaces aside) or, for a file
 * without a header, by `#n` (1-based). A file may lack the columns of optional fields (a route has no
 * readings yet); lacking the meter serial's column refuses the mapping.
 */
export function mappedColumns(converter: Pick<Converter, 'mapping'>, columns: string[]): Array<[TourField, number]> {
  const names = columns.map((c) => c.trim().toLowerCase());
  const found: Array<[TourField, number]> = [];
  for (const field of TOUR_FIELDS) {
    const wanted = Object.hasOwn(converter.mapping, field) ? converter.mapping[field] : undefined;
    if (wanted === undefined || wanted === '') continue;
    const index = columnIndex(wanted, names);
    if (index < 0 && !REQUIRED_TOUR_FIELDS.includes(field)) continue;
    if (index < 0) throw fieldError('mapping', msg('unknownColumn', { column: wanted }));
    found.push([field, index]);
  }
  return found;
}

/** The records of a table (csv, xlsx): header rows first, then one register per row. */
export async function tableRecords(
  converter: Pick<Converter, 'mapping' | 'header_rows'>,
  rows: string[][],
  firstRow = 1,
) {
  const header = rows.slice(0, converter.header_rows);
  const columns = header.at(-1) ?? (rows[0] ?? []).map((_, i) => `#${i + 1}`);
  const at = mappedColumns(converter, columns);
  const records = [];
  // a plain loop: at 100,000 rows the per-row closures of map/fromEntries cost as much as the parse
  for (let i = converter.header_rows; i < rows.length; i += 1) {
    if ((i - converter.header_rows + 1) % SLICE_ROWS === 0) await yieldToEventLoop();
    const cells = rows[i];
    const fields = fieldRecord();
    for (const [field, index] of at) fields[field] = (cells[index] ?? '').trim();
    records.push({ row: firstRow + i, fields, source: cells });
  }
  return { header, columns, records };
}
