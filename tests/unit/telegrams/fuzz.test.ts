import { describe, expect, it } from 'vitest';
import { hexBytes } from '../../../src/core/telegrams/hexBytes.ts';
import { decodeTelegram, TELEGRAM_ERROR_CODES } from '../../../src/core/telegrams/index.ts';
import { withFormatA } from './buildTelegram.ts';
import { ENCRYPTED_VECTORS, PLAIN_VECTORS } from './telegramVectors.ts';

/** mulberry32: a small seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CODES: readonly string[] = TELEGRAM_ERROR_CODES;

/**
 * Decodes, and collects in `problems` any answer that is neither a decoded telegram nor one of the decoder's
 * own refusals (a fault caught by its last resort counts as a problem too).
 */
function outcome(problems: string[], input: Uint8Array, key?: string) {
  const result = decodeTelegram(input, { key });
  const hex = Buffer.from(input).toString('hex');
  if (result.ok) {
    if (typeof result.telegram.id !== 'string') problems.push(`no id: ${hex}`);
    for (const r of result.telegram.records)
      if (!(r.value === null || typeof r.value === 'number' || typeof r.value === 'string'))
        problems.push(`odd value: ${hex}`);
  } else if (!CODES.includes(result.code) || result.message === 'The telegram could not be read.') {
    problems.push(`${result.code} ${result.message}: ${hex}`);
  }
  return result;
}

describe('random input', () => {
  it('random bytes of every length give a decoded telegram or the decoder’s own error', () => {
    const random = generator(26);
    const problems: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const bytes = new Uint8Array(Math.floor(random() * 300));
      for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(random() * 256);
      // half of them with a truthful L field, so the layers behind it are reached too
      if (bytes.length > 0 && i % 2 === 0) bytes[0] = Math.min(255, bytes.length - 1);
      outcome(problems, bytes, i % 3 === 0 ? undefined : '00112233445566778899AABBCCDDEEFF');
    }
    expect(problems).toEqual([]);
  });

  it('public telegrams with random bytes changed, cut or repeated stay within the decoder’s outcomes', () => {
    const random = generator(13757);
    const problems: string[] = [];
    const sources = [...ENCRYPTED_VECTORS, ...PLAIN_VECTORS].flatMap((v) => [
      { bytes: hexBytes(v.hex), key: v.key },
      { bytes: hexBytes(withFormatA(v.hex)), key: v.key },
    ]);
    let decodedCount = 0;
    for (let i = 0; i < 4000; i++) {
      const source = sources[i % sources.length];
      let bytes = Uint8Array.from(source.bytes);
      const changes = 1 + Math.floor(random() * 4);
      for (let c = 0; c < changes; c++) {
        const at = Math.floor(random() * bytes.length);
        const what = random();
        if (what < 0.6) bytes[at] = Math.floor(random() * 256);
        else if (what < 0.8) bytes = bytes.slice(0, at);
        else bytes = Uint8Array.from([...bytes.slice(0, at), ...bytes.slice(at, at + 8), ...bytes.slice(at)]);
      }
      if (bytes.length > 0 && random() < 0.5) bytes[0] = Math.min(255, bytes.length - 1);
      if (outcome(problems, bytes, source.key).ok) decodedCount++;
    }
    // mutations of clear telegrams may still decode; encrypted ones must mostly be refused
    expect(problems).toEqual([]);
    expect(decodedCount).toBeLessThan(4000);
  });

  it('random data records behind a clear header never escape as exceptions', () => {
    const random = generator(7);
    const problems: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const records = new Uint8Array(1 + Math.floor(random() * 200));
      for (let j = 0; j < records.length; j++) records[j] = Math.floor(random() * 256);
      const header = hexBytes('44E61E3110222001077A01000000');
      const body = Uint8Array.from([...header, ...records]);
      if (body.length > 255) continue;
      outcome(problems, Uint8Array.from([body.length, ...body]));
    }
    expect(problems).toEqual([]);
  });
});
