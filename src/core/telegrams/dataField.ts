import { toHex } from './hexBytes.ts';
import { malformed } from './telegramError.ts';
import type { ValueKind } from './vifTables.ts';

/** A record's value: a number, a date or date-time text, a text, hex for long binary, null when invalid. */
export type RecordValue = number | string | null;

/** Bytes of each DIF data field coding (EN 13757-3 Table 4); 0x0D is variable, 0x0F is special. */
const LENGTHS = [0, 1, 2, 3, 4, 4, 6, 8, 0, 1, 2, 3, 4, -1, 6, -1];

/**
 * The value of a record whose DIF data field is `code` and whose data starts at `at` (EN 13757-3 §6.3 and
 * Annex A): integers are two's complement (type B, bits unsigned), 0x5 a 32-bit real (type H), BCD digits
 * low byte first with an F in the top nibble for negative (type A) and any other digit above 9 invalid,
 * 0xD variable length after its LVAR byte (0x00–0xBF text, 0xC0–0xC9 / 0xD0–0xD9 positive / negative BCD,
 * 0xE0–0xEF binary, 0xF0–0xF6 long binary). Dates are type G (2 bytes), F (4) or I (6, Annex A).
 */
export function readDataField(
  bytes: Uint8Array,
  at: number,
  code: number,
  kind: ValueKind,
  exponent: number,
): { value: RecordValue; next: number } {
  if (code === 0x0d) return readVariable(bytes, at, exponent);
  const length = LENGTHS[code];
  const next = at + length;
  if (next > bytes.length) throw malformed('A data record runs past the end of the telegram.');
  if (length === 0) return { value: null, next };
  const data = bytes.subarray(at, next);
  if (kind === 'date' || kind === 'datetime') return { value: pointInTime(data), next };
  if (code === 0x05) return { value: scaled(Buffer.from(data).readFloatLE(0), exponent), next };
  if (code >= 0x09) return { value: scaled(bcd(data), exponent), next };
  return { value: kind === 'bits' ? unsigned(data) : scaled(signed(data), exponent), next };
}

function readVariable(bytes: Uint8Array, at: number, exponent: number): { value: RecordValue; next: number } {
  if (at >= bytes.length) throw malformed('A variable-length record has no length byte.');
  const lvar = bytes[at];
  const length =
    lvar <= 0xbf
      ? lvar
      : lvar <= 0xcf
        ? lvar - 0xc0
        : lvar <= 0xdf
          ? lvar - 0xd0
          : lvar <= 0xef
            ? lvar - 0xe0
            : LONG[lvar];
  if (length === undefined || (lvar >= 0xc0 && lvar <= 0xdf && (lvar & 0x0f) > 9))
    throw malformed(`The variable length 0x${lvar.toString(16)} is reserved.`);
  const next = at + 1 + length;
  if (next > bytes.length) throw malformed('A variable-length record runs past the end of the telegram.');
  const data = bytes.subarray(at + 1, next);
  if (lvar <= 0xbf) return { value: String.fromCharCode(...Array.from(data).reverse()), next };
  if (lvar <= 0xdf) {
    const value = bcd(data);
    return { value: scaled(value === null ? null : lvar >= 0xd0 ? -value : value, exponent), next };
  }
  return { value: length <= 6 ? scaled(unsigned(data), exponent) : toHex(Uint8Array.from(data).reverse()), next };
}

/** LVAR 0xF0–0xF4: 4 × (LVAR − 0xEC) bytes; 0xF5: 48; 0xF6: 64. */
const LONG: Record<number, number> = { 0xf0: 16, 0xf1: 20, 0xf2: 24, 0xf3: 28, 0xf4: 32, 0xf5: 48, 0xf6: 64 };

/** raw × 10^exponent, dividing for negative powers so that 879068 × 10^−3 prints as 879.068 */
export function scaled(raw: number | null, exponent: number): number | null {
  if (raw === null || !Number.isFinite(raw)) return null;
  return exponent < 0 ? raw / 10 ** -exponent : raw * 10 ** exponent;
}

function unsigned(data: Uint8Array): number {
  let value = 0;
  for (let i = data.length - 1; i >= 0; i--) value = value * 256 + data[i];
  return value;
}

function signed(data: Uint8Array): number {
  if (data.length === 8) return Number(Buffer.from(data).readBigInt64LE(0));
  const value = unsigned(data);
  return data[data.length - 1] & 0x80 ? value - 256 ** data.length : value;
}

function bcd(data: Uint8Array): number | null {
  let value = 0;
  let negative = false;
  for (let i = data.length - 1; i >= 0; i--) {
    const high = data[i] >> 4;
    const low = data[i] & 0x0f;
    if (high > 9 && !(high === 0x0f && i === data.length - 1)) return null;
    if (high === 0x0f && i === data.length - 1) negative = true;
    else value = value * 10 + high;
    if (low > 9) return null;
    value = value * 10 + low;
  }
  return negative ? -value : value;
}

/** Type G date, type F date-time or type I date-time with seconds; null when flagged invalid or impossible. */
function pointInTime(d: Uint8Array): string | null {
  if (d.length === 2) return date(d[0], d[1]);
  if (d.length === 4) {
    if (d[0] & 0x80) return null;
    const day = date(d[2], d[3]);
    const [m, h] = [d[0] & 0x3f, d[1] & 0x1f];
    return day && h < 24 && m < 60 ? `${day}T${two(h)}:${two(m)}` : null;
  }
  if (d.length === 6) {
    if (d[1] & 0x80) return null;
    const day = date(d[3], d[4]);
    const [s, m, h] = [d[0] & 0x3f, d[1] & 0x3f, d[2] & 0x1f];
    return day && h < 24 && m < 60 && s < 60 ? `${day}T${two(h)}:${two(m)}:${two(s)}` : null;
  }
  return null;
}

/** Day in bits 0–4 of the first byte, month in bits 0–3 of the second, the year's 7 bits split over both. */
function date(first: number, second: number): string | null {
  const day = first & 0x1f;
  const month = second & 0x0f;
  const year = 2000 + (((first & 0xe0) >> 5) | ((second & 0xf0) >> 1));
  return day >= 1 && day <= 31 && month >= 1 && month <= 12 ? `${year}-${two(month)}-${two(day)}` : null;
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}
