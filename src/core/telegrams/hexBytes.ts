import { malformed } from './telegramError.ts';

const HEX = /^[0-9a-fA-F]*$/;
const MAX_TEXT = 2048;

/**
 * The bytes of a telegram written in hex, as receivers print them: spaces, colons, dashes, a leading `0x` and
 * the `|` and `_` separators some decoders use are ignored; anything else is refused.
 */
export function hexBytes(text: string): Uint8Array {
  if (typeof text !== 'string') throw malformed('The telegram is not a text of hex digits.');
  // the longest frame (L = 255, format A CRCs) is 290 bytes; allow separators, refuse more before any work
  if (text.length > MAX_TEXT) throw malformed('The telegram is longer than any wireless M-Bus frame.');
  const compact = text
    .trim()
    .replace(/^0x/i, '')
    .replace(/[\s:|_-]/g, '');
  if (!HEX.test(compact)) throw malformed('The telegram holds characters that are not hex digits.');
  if (compact.length % 2 !== 0) throw malformed('The telegram has an odd number of hex digits.');
  return Buffer.from(compact, 'hex');
}

const PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).toUpperCase().padStart(2, '0'));

/** Upper-case hex of bytes [start, end); by table, since records call it twice each. */
export function toHex(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let out = '';
  for (let i = start; i < end; i++) out += PAIRS[bytes[i]];
  return out;
}

/** The two hex digits of one byte. */
export function byteHex(byte: number): string {
  return PAIRS[byte & 0xff];
}
