import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { fieldError, msg } from '../../http/HttpError.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { checkXlsxSize } from './checkXlsxSize.ts';
import { MAX_ROWS } from './validateGeopositions.ts';

/**
 * What a workbook may unpack to. A geoposition workbook at the row limit unpacks to about 18 MB; the
 * spreadsheet library holds many times the unpacked size in memory while reading (a 50 MB one took
 * about 700 MB and 5 s).
 */
export const MAX_UNPACKED_XLSX_BYTES = 50 * 1024 * 1024;

/** An .xlsx file is a ZIP archive. */
const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32BE(0) === 0x504b0304;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value);
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  await checkXlsxSize(data, { unpackedBytes: MAX_UNPACKED_XLSX_BYTES, rows: MAX_ROWS });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', msg('unreadableFile'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map((value) => cellText(value).trim()));
  });
  return rows;
}

/** text parsed between two looks at other requests: some 2,500 rows, about 15 ms of parsing */
const SLICE_CHARS = 64 * 1024;

/**
 * Parsed as a stream that lets other requests in between slices of records: a whole 20,000-row file
 * parsed at once held the embedded database's only thread for 130 ms.
 */
async function readCsv(data: Buffer): Promise<string[][]> {
  const text = data.toString('utf8');
  if (text.includes('\u0000')) throw fieldError('file', msg('unreadableFile'));
  // Excel in many European locales saves ";"-separated files with decimal commas; the header tells which.
  const header = text.slice(0, text.search(/\r?\n|$/));
  const parser = parse({
    bom: true,
    delimiter: header.includes(';') && !header.includes(',') ? ';' : ',',
    skip_empty_lines: true,
    trim: true,
    relax_column_count: false,
  });
  const rows: string[][] = [];
  parser.on('data', (record: string[]) => rows.push(record));
  const done = finished(parser);
  done.catch(() => undefined); // awaited below; a parse error must not count as unhandled meanwhile
  try {
    // slices end at a line break, so no character is ever cut in two
    for (let at = 0; at < text.length && !parser.destroyed;) {
      const cut = text.indexOf('\n', at + SLICE_CHARS);
      const next = cut < 0 ? text.length : cut + 1;
      parser.write(text.slice(at, next));
      at = next;
      await yieldToEventLoop();
    }
    parser.end();
    await done;
    return rows;
  } catch {
    parser.destroy();
    throw fieldError('file', msg('malformedCsv'));
  }
}

/** The rows of an uploaded CSV or XLSX file as trimmed text cells, the header first. */
export async function readGeopositionFile(data: Buffer, fileName: string): Promise<string[][]> {
  if (isZip(data) || /\.xlsx$/i.test(fileName)) return readXlsx(data);
  return readCsv(data);
}
