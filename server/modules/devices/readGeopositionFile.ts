import { fieldError, msg } from '../../http/HttpError.ts';
import { readCsvRows } from '../../http/uploads/readCsvRows.ts';
import { readXlsxRows } from '../../http/uploads/readXlsxRows.ts';
import { uploadLimits } from '../../http/uploads/UploadLimits.ts';
import { MAX_ROWS } from './validateGeopositions.ts';

/**
 * What a workbook may unpack to. A geoposition workbook at the row limit unpacks to about 18 MB; the
 * spreadsheet library holds many times the unpacked size in memory while reading (a 50 MB one took
 * about 700 MB and 5 s).
 */
export const MAX_UNPACKED_XLSX_BYTES = 50 * 1024 * 1024;

const LIMITS = uploadLimits({ unpackedBytes: MAX_UNPACKED_XLSX_BYTES, rows: MAX_ROWS, headerRows: 1 });

/** An .xlsx file is a ZIP archive. */
const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32BE(0) === 0x504b0304;

function readCsv(data: Buffer): Promise<string[][]> {
  const text = data.toString('utf8');
  if (text.includes('\u0000')) throw fieldError('file', msg('unreadableFile'));
  // Excel in many European locales saves ";"-separated files with decimal commas; the header tells which.
  const header = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = header.includes(';') && !header.includes(',') ? ';' : ',';
  return readCsvRows(text, { delimiter, trim: true, malformed: () => fieldError('file', msg('malformedCsv')) }, LIMITS);
}

/** The rows of an uploaded CSV or XLSX file as trimmed text cells, the header first. */
export async function readGeopositionFile(data: Buffer, fileName: string): Promise<string[][]> {
  if (isZip(data) || /\.xlsx$/i.test(fileName)) return readXlsxRows(data, LIMITS, { skipEmptyRows: true });
  return readCsv(data);
}
