import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { fieldError, HttpError, msg } from '../HttpError.ts';
import { cellText } from './cellText.ts';
import { checkRow } from './checkRow.ts';
import { storedZip } from './storedZip.ts';
import { unzipWithLimits, type ZipPart } from './unzipWithLimits.ts';
import type { UploadLimits } from './UploadLimits.ts';

/** rows read between two looks at other requests */
const SLICE_ROWS = 2000;

/**
 * The streaming reader parses a worksheet as it comes only once it has the shared strings and the
 * workbook's relations; a worksheet before them would be written to a temporary file first.
 */
const isWorksheet = (part: ZipPart) => /^xl\/worksheets\/[^/]+\.xml$/.test(part.name);
const inStreamingOrder = (parts: ZipPart[]) => [
  ...parts.filter((part) => !isWorksheet(part)),
  ...parts.filter(isWorksheet),
];

/**
 * The first worksheet of an XLSX upload as trimmed text cells, one array per row. The archive is
 * inflated within the limits first and the library reads only those inflated bytes; rows, columns and
 * cell lengths are checked as each row arrives, and other requests get their turn between slices.
 */
export async function readXlsxRows(
  data: Buffer,
  limits: UploadLimits,
  options: { skipEmptyRows?: boolean } = {},
): Promise<string[][]> {
  const parts = await unzipWithLimits(data, limits.unpackedBytes);
  const rows: string[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(storedZip(inStreamingOrder(parts))), {
      sharedStrings: 'cache',
      worksheets: 'emit',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (options.skipEmptyRows && !row.hasValues) continue;
        // the widest cell reference decides the row's length before any cell is looked at
        if (row.cellCount > limits.columns)
          throw fieldError('file', msg('rowTooManyColumns', { row: row.number, n: limits.columns }));
        const cells = Array.from((row.values as ExcelJS.CellValue[]).slice(1), (value) => cellText(value).trim());
        checkRow(cells, row.number, rows.length + 1, limits);
        rows.push(cells);
        if (rows.length % SLICE_ROWS === 0) await yieldToEventLoop();
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fieldError('file', msg('unreadableFile'));
  }
  return rows;
}
