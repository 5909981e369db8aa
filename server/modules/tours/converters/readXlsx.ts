import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_IMPORT_LIMITS } from '../../../../src/core/domain/tourFields.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';
import { checkXlsxSize } from '../../devices/checkXlsxSize.ts';
import { tableRecords } from './mappedColumns.ts';
import type { TourFileContent } from './TourRecord.ts';

/** A workbook at the row limit unpacks to well under this; the check runs before the library unpacks anything. */
const MAX_UNPACKED_BYTES = 120 * 1024 * 1024;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value);
}

/** The first worksheet, streamed row by row: the workbook is never held whole in memory. */
export async function readXlsx(data: Buffer, converter: Converter): Promise<TourFileContent> {
  await checkXlsxSize(data, { unpackedBytes: MAX_UNPACKED_BYTES, rows: TOUR_IMPORT_LIMITS.maxRows });
  const rows: string[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      sharedStrings: 'cache',
      worksheets: 'emit',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        rows.push(values.slice(1).map((value) => cellText(value).trim()));
      }
      break;
    }
  } catch {
    throw fieldError('file', msg('unreadableFile'));
  }
  return tableRecords(converter, rows);
}
