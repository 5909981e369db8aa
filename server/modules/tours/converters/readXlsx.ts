import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_IMPORT_LIMITS } from '../../../../src/core/domain/tourFields.ts';
import { readXlsxRows } from '../../../http/uploads/readXlsxRows.ts';
import { uploadLimits } from '../../../http/uploads/UploadLimits.ts';
import { tableRecords } from './mappedColumns.ts';
import type { TourFileContent } from './TourRecord.ts';

/** A workbook at the row limit unpacks to well under this. */
const MAX_UNPACKED_BYTES = 120 * 1024 * 1024;

/** The first worksheet, through the limited upload reader. */
export async function readXlsx(data: Buffer, converter: Converter): Promise<TourFileContent> {
  const limits = uploadLimits({
    unpackedBytes: MAX_UNPACKED_BYTES,
    rows: TOUR_IMPORT_LIMITS.maxRows,
    headerRows: converter.header_rows,
  });
  return tableRecords(converter, await readXlsxRows(data, limits));
}
