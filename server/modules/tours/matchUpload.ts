import type { z } from 'zod';
import { MAX_TELEGRAMS } from '../../../src/core/contract/telegrams.ts';
import type { tourUpload } from '../../../src/core/contract/tours.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import type { RegisterRow } from './tourRepository.ts';

type Upload = z.infer<typeof tourUpload>;
type Reading = Upload['readings'][number];

/** errors reported per field, as a file's rejected rows are */
const MAX_REPORTED = 50;

/**
 * A tablet's upload checked against the tour before anything is written: every typed reading names a register
 * of the tour and every item with telegrams an item of it, and the telegrams of all items together stay within
 * one ingestion request's number. One bad name refuses the whole upload (400), as with imports; a bad telegram
 * does not (it is refused for its item, readItemTelegrams.ts).
 */
export function matchUpload(
  registers: readonly RegisterRow[],
  upload: Upload,
): Array<{ reading: Reading; register: RegisterRow }> {
  const byKey = new Map(registers.map((r) => [`${r.itemNumber}\u0000${r.registerId}`, r]));
  const items = new Set(registers.map((r) => r.itemNumber));
  const errors: Msg[] = [];
  const matched = upload.readings.flatMap((reading, index) => {
    const register = byKey.get(`${reading.item_number}\u0000${reading.register_id}`);
    if (register) return [{ reading, register }];
    errors.push(
      msg('unknownRegister', { index, item: reading.item_number, register: reading.register_id.slice(0, 60) }),
    );
    return [];
  });
  const itemErrors = upload.items.flatMap((item, index) =>
    items.has(item.item_number) ? [] : [msg('unknownTourItem', { index, item: item.item_number })],
  );
  const telegrams = upload.items.reduce((sum, item) => sum + item.telegrams.length, 0);
  if (telegrams > MAX_TELEGRAMS) itemErrors.unshift(msg('tooManyItems', { n: MAX_TELEGRAMS }));
  if (errors.length || itemErrors.length)
    throw fieldErrors({
      ...(errors.length && { readings: errors.slice(0, MAX_REPORTED) }),
      ...(itemErrors.length && { items: itemErrors.slice(0, MAX_REPORTED) }),
    });
  return matched;
}
