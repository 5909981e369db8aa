import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_FIELDS, TOUR_IMPORT_LIMITS, type TourField } from '../../../../src/core/domain/tourFields.ts';
import { TOUR_LAYOUT_LIMITS } from '../../../../src/core/domain/tourLayoutLimits.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';
import { yieldToEventLoop } from '../../../jobs/yieldToEventLoop.ts';
import { decodeText } from './decodeText.ts';
import { fieldRecord } from './fieldRecord.ts';
import type { TourFileContent } from './TourRecord.ts';

/** A converter's `start:length` (1-based) positions, by field. */
export function fixedPositions(converter: Pick<Converter, 'mapping'>): Array<[TourField, number, number]> {
  const positions: Array<[TourField, number, number]> = [];
  for (const field of TOUR_FIELDS) {
    const spec = Object.hasOwn(converter.mapping, field) ? converter.mapping[field] : undefined;
    if (!spec) continue;
    const match = /^(\d+):(\d+)$/.exec(spec.trim());
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
      throw fieldError('mapping', msg('badPosition', { position: spec.slice(0, 80) }));
    // a stored layout may predate this check: the export pads lines to these positions
    if (Number(match[1]) + Number(match[2]) - 1 > TOUR_LAYOUT_LIMITS.maxLineLength)
      throw fieldError(
        'mapping',
        msg('positionTooFar', { position: spec.slice(0, 80), n: TOUR_LAYOUT_LIMITS.maxLineLength }),
      );
    positions.push([field, Number(match[1]) - 1, Number(match[2])]);
  }
  return positions;
}

/** lines read between two looks at other requests */
const SLICE_LINES = 5000;

/** Text with one register per line at fixed positions; the line itself is kept to be written back. */
export async function readFixedWidth(data: Buffer, converter: Converter): Promise<TourFileContent> {
  const positions = fixedPositions(converter);
  const lines = decodeText(data, converter).split(/\r?\n/);
  const header = lines.slice(0, converter.header_rows).map((line) => [line]);
  const records: TourFileContent['records'] = [];
  for (let i = converter.header_rows; i < lines.length; i += 1) {
    if ((i - converter.header_rows + 1) % SLICE_LINES === 0) await yieldToEventLoop();
    if (lines[i].trim() === '') continue;
    if (records.length >= TOUR_IMPORT_LIMITS.maxRows)
      throw fieldError('file', msg('tooManyItems', { n: TOUR_IMPORT_LIMITS.maxRows }));
    const line = lines[i];
    const fields = fieldRecord();
    for (const [field, start, length] of positions) fields[field] = line.slice(start, start + length).trim();
    records.push({ row: i + 1, fields, source: [line] });
  }
  return { header, columns: ['line'], records };
}
