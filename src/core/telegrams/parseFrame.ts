import { crcMatches } from './crc.ts';
import { malformed, TelegramError } from './telegramError.ts';

/** How the data-link CRCs were found: `none` when the receiver had already removed them. */
export type FrameFormat = 'A' | 'B' | 'none';

export interface Frame {
  /** L, C, M, A, CI and the rest, without any data-link CRC */
  bytes: Uint8Array;
  format: FrameFormat;
}

/** L, C, M (2), A (6) and at least a CI field */
const SHORTEST = 11;

/**
 * The frame without its data-link CRCs (EN 13757-4, frame formats A and B). Receivers hand frames out with or
 * without the CRCs, so the L field tells which: in format A it counts the bytes without CRCs (block 1 is L..A
 * with a CRC, then blocks of 16 bytes each with a CRC); in format B it counts them too (the CRC of the first
 * 126 bytes at bytes 126–127, the CRC of the rest at the end). A frame whose length fits neither with nor
 * without CRCs is malformed; one whose CRCs are present but wrong is `telegram_crc`.
 *
 * A format B frame is as long as its L field says, like a frame without CRCs, so the two cannot be told apart by
 * length: the readings are given in order of likelihood. When the last bytes hold the CRC of the rest it is most
 * likely format B, but one frame without CRCs in 65,536 ends, by chance, in bytes that look like that CRC
 * (encrypted data is as good as random), so the frame as it came is the second reading; the caller takes the
 * first reading that decodes. A format B frame with a broken CRC is read as one without CRCs (encrypted data
 * then fails its key check or MAC).
 */
export function parseFrames(raw: Uint8Array): Frame[] {
  if (raw.length < SHORTEST) throw malformed(`The frame has ${raw.length} bytes, fewer than a header needs.`);
  const l = raw[0];
  if (l < SHORTEST - 1) throw malformed(`The L field says ${l} bytes, fewer than a header needs.`);
  if (raw.length === l + 1) {
    const b = stripFormatB(raw);
    const none: Frame = { bytes: raw, format: 'none' };
    return b ? [{ bytes: b, format: 'B' }, none] : [none];
  }
  if (raw.length === formatALength(l)) return [{ bytes: stripFormatA(raw), format: 'A' }];
  throw malformed(`The L field says ${l} bytes but the frame has ${raw.length - 1} after it.`);
}

/**
 * The first reading of `raw` (see parseFrames) that `read` accepts, and what it made of it. When none does, the
 * error of the reading that got furthest: one refused for its key over one whose layout does not add up.
 */
export function readFrame<T>(raw: Uint8Array, read: (frame: Frame) => T): T {
  let refusal: TelegramError | undefined;
  for (const frame of parseFrames(raw)) {
    try {
      return read(frame);
    } catch (error) {
      if (!(error instanceof TelegramError)) throw error;
      if (!refusal || (refusal.code === 'telegram_malformed' && error.code !== 'telegram_malformed')) refusal = error;
    }
  }
  throw refusal;
}

/** The length of a format A frame with CRCs whose L field is `l`. */
export function formatALength(l: number): number {
  return 1 + l + 2 + 2 * Math.ceil((l - 9) / 16);
}

function stripFormatA(raw: Uint8Array): Uint8Array {
  const out = new Uint8Array(raw[0] + 1);
  if (!crcMatches(raw, 0, 10)) throw new TelegramError('telegram_crc', 'The CRC of the first block is wrong.');
  out.set(raw.subarray(0, 10), 0);
  let from = 12;
  let to = 10;
  while (to < out.length) {
    const size = Math.min(16, out.length - to);
    if (!crcMatches(raw, from, from + size))
      throw new TelegramError('telegram_crc', `The CRC of the block at byte ${from} is wrong.`);
    out.set(raw.subarray(from, from + size), to);
    from += size + 2;
    to += size;
  }
  return out;
}

/** The frame without its format B CRCs, or undefined when its CRCs do not check (then it has none). */
function stripFormatB(raw: Uint8Array): Uint8Array | undefined {
  if (raw.length <= 128) {
    return crcMatches(raw, 0, raw.length - 2) ? raw.slice(0, raw.length - 2) : undefined;
  }
  if (raw.length < 131 || !crcMatches(raw, 0, 126) || !crcMatches(raw, 128, raw.length - 2)) return undefined;
  const out = new Uint8Array(raw.length - 4);
  out.set(raw.subarray(0, 126), 0);
  out.set(raw.subarray(128, raw.length - 2), 126);
  return out;
}
