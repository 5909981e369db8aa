import iconv from 'iconv-lite';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The 1-based line of the first byte sequence that is not UTF-8 (only asked once decoding has failed). */
function firstBadLine(data: Buffer): number {
  let line = 1;
  let start = 0;
  while (start <= data.length) {
    const newline = data.indexOf(0x0a, start);
    const end = newline < 0 ? data.length : newline;
    try {
      utf8.decode(data.subarray(start, end));
    } catch {
      return line;
    }
    line += 1;
    start = end + 1;
  }
  return line;
}

/**
 * The file as text in the converter's encoding; a UTF-8 byte-order mark is dropped whatever it says. A
 * file read as UTF-8 that is not UTF-8 is refused naming its first bad row, rather than read with
 * replacement characters in place of its letters.
 */
export function decodeText(data: Buffer, converter: Pick<Converter, 'encoding'>): string {
  const hasBom = data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf;
  let text: string;
  if (hasBom || converter.encoding === 'utf-8') {
    const bytes = hasBom ? data.subarray(3) : data;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw fieldError('file', msg('invalidUtf8', { row: firstBadLine(bytes) }));
    }
  } else text = iconv.decode(data, converter.encoding);
  if (text.includes('\u0000')) throw fieldError('file', msg('unreadableFile'));
  return text;
}
