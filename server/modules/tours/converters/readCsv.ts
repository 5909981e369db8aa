import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_IMPORT_LIMITS } from '../../../../src/core/domain/tourFields.ts';
import { fieldErrors, msg } from '../../../http/HttpError.ts';
import { readCsvRows } from '../../../http/uploads/readCsvRows.ts';
import { uploadLimits } from '../../../http/uploads/UploadLimits.ts';
import { decodeText } from './decodeText.ts';
import { tableRecords } from './mappedColumns.ts';
import type { TourFileContent } from './TourRecord.ts';

/** CSV with the converter's delimiter; any broken row (quotes, column count) rejects the file as 'Malformed CSV'. */
export async function readCsv(data: Buffer, converter: Converter): Promise<TourFileContent> {
  const limits = uploadLimits({
    unpackedBytes: 0,
    rows: TOUR_IMPORT_LIMITS.maxRows,
    headerRows: converter.header_rows,
  });
  const rows = await readCsvRows(
    decodeText(data, converter),
    {
      delimiter: converter.delimiter ?? ',',
      malformed: (row, reason) => fieldErrors({ file: [msg('malformedCsv'), msg('rowMalformed', { row, reason })] }),
    },
    limits,
  );
  return tableRecords(converter, rows);
}
