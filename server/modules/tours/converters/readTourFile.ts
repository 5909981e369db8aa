import type { Converter } from '../../../../src/core/contract/tours.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';
import { readCsv } from './readCsv.ts';
import { readFixedWidth } from './readFixedWidth.ts';
import { readXlsx } from './readXlsx.ts';
import { readXml } from './readXml.ts';
import type { TourFileContent } from './TourRecord.ts';
import { validateTourRecords } from './validateTourRecords.ts';

/** The file read by its converter and every record checked; nothing is written here. */
export async function readTourFile(data: Buffer, converter: Converter) {
  let content: TourFileContent;
  if (converter.kind === 'xlsx') content = await readXlsx(data, converter);
  else if (converter.kind === 'xml') content = readXml(data, converter);
  else if (converter.kind === 'fixed') content = await readFixedWidth(data, converter);
  else content = await readCsv(data, converter);
  if (content.records.length === 0) throw fieldError('file', msg('emptyFile'));
  return { ...content, ...(await validateTourRecords(content.records, converter)) };
}
export type TourFile = Awaited<ReturnType<typeof readTourFile>>;
