import iconv from 'iconv-lite';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';

/** The file as text in the converter's encoding; a UTF-8 byte-order mark is dropped whatever it says. */
export function decodeText(data: Buffer, converter: Pick<Converter, 'encoding'>): string {
  const hasBom = data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf;
  const text = hasBom ? data.subarray(3).toString('utf8') : iconv.decode(data, converter.encoding);
  if (text.includes('\u0000')) throw fieldError('file', msg('unreadableFile'));
  return text;
}
