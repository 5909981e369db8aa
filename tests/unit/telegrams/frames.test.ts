import { describe, expect, it } from 'vitest';
import { crc } from '../../../src/core/telegrams/crc.ts';
import { hexBytes, toHex } from '../../../src/core/telegrams/hexBytes.ts';
import { decodeTelegram, encodeTelegram, readTelegramSender, waterRecords } from '../../../src/core/telegrams/index.ts';
import { manufacturerCode, manufacturerField } from '../../../src/core/telegrams/manufacturer.ts';
import { withFormatA, withFormatB } from './buildTelegram.ts';
import { ENCRYPTED_VECTORS, PLAIN_VECTORS } from './telegramVectors.ts';

const plain = PLAIN_VECTORS[1];
const encrypted = ENCRYPTED_VECTORS.find((v) => v.name.includes('Aventies'))!;

/** The hex with the byte at `index` changed. */
function flipped(hex: string, index: number): string {
  const bytes = hexBytes(hex);
  bytes[index] ^= 0x01;
  return toHex(bytes);
}

describe('data-link CRCs', () => {
  it('checks the CRCs of wmbusmeters simulations/simulation_dll_crcs.txt (format A, second telegram)', () => {
    const hex =
      '3444EE4D813929271608811D7A51000000046D1912A62B036E0000005170426CE1F1436E00000002FF2C00000259D6D0D4090265FC0902FD66A00044C4';
    const result = decodeTelegram(hex);
    expect(result).toMatchObject({ ok: true, telegram: { frame_format: 'A', manufacturer: 'SON', id: '27293981' } });
  });

  it('computes the EN 13757-4 CRC (polynomial 0x3D65, complemented) of the first block of that telegram', () => {
    expect(crc(hexBytes('3444EE4D813929271608'), 0, 10)).toBe(0x811d);
  });

  it.each([0, 5, 11, 20, 27])('a byte changed at %i in a format A frame is telegram_crc', (index) => {
    expect(decodeTelegram(flipped(withFormatA(plain.hex), index))).toMatchObject({
      ok: false,
      code: index === 0 ? 'telegram_malformed' : 'telegram_crc',
    });
  });

  it('a wrong CRC itself is telegram_crc', () => {
    const framed = withFormatA(encrypted.hex);
    const last = hexBytes(framed).length - 1;
    expect(decodeTelegram(flipped(framed, last), { key: encrypted.key })).toMatchObject({
      ok: false,
      code: 'telegram_crc',
    });
  });

  it('format B frames of both sizes decode (one CRC, and two CRCs past byte 126)', () => {
    expect(hexBytes(withFormatB(plain.hex)).length).toBeLessThan(128);
    expect(hexBytes(withFormatB(PLAIN_VECTORS[0].hex)).length).toBeGreaterThan(128);
    for (const v of [plain, PLAIN_VECTORS[0]]) {
      expect(decodeTelegram(withFormatB(v.hex))).toMatchObject({ ok: true, telegram: { frame_format: 'B' } });
    }
  });

  it('a frame without CRCs whose last two bytes happen to be the CRC of the rest still decodes', () => {
    // one encrypted frame in 65,536 ends so: found by encoding volumes litre by litre under this key
    const key = '0123456789ABCDEF0123456789ABCDEF';
    const hex = encodeTelegram({
      manufacturer: 'GWF',
      id: '20221031',
      access_number: 7,
      records: waterRecords({ total_m3: 48.75, flow_m3h: 0.1 }),
      key,
    });
    const bytes = hexBytes(hex);
    expect(crc(bytes, 0, bytes.length - 2)).toBe((bytes[bytes.length - 2] << 8) | bytes[bytes.length - 1]);
    expect(decodeTelegram(hex, { key })).toMatchObject({
      ok: true,
      telegram: { frame_format: 'none', id: '20221031', values: { total_m3: 48.75, flow_m3h: 0.1 } },
    });
    expect(readTelegramSender(hex)).toMatchObject({ ok: true, sender: { link: { id: '20221031' } } });
    expect(decodeTelegram(hex, { key: 'F'.repeat(32) })).toMatchObject({ ok: false, code: 'key_wrong' });
  });
});

describe('malformed input', () => {
  it.each([
    ['empty', ''],
    ['not hex', 'hello world'],
    ['odd digits', plain.hex.slice(0, -1)],
    ['too short for a header', '0A44AE4C44552233'],
    ['a number', 42 as unknown as string],
    ['null', null as unknown as string],
    ['a megabyte of hex', 'AB'.repeat(500_000)],
  ])('%s is telegram_malformed', (_what, input) => {
    expect(decodeTelegram(input)).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });

  it('accepts the separators receivers print', () => {
    const spaced = plain.hex.match(/../g)!.join(' ');
    expect(decodeTelegram(`0x${spaced}`).ok).toBe(true);
    expect(decodeTelegram(hexBytes(plain.hex)).ok).toBe(true);
  });

  it.each([1, 2, 5, 10, 12, 16])('a frame cut %i bytes short is refused, never read', (cut) => {
    for (const hex of [plain.hex, encrypted.hex, withFormatA(plain.hex)]) {
      const result = decodeTelegram(hex.slice(0, hex.length - 2 * cut), { key: encrypted.key });
      expect(result.ok).toBe(false);
      expect(['telegram_malformed', 'telegram_crc']).toContain(!result.ok && result.code);
    }
  });

  it.each([-3, -1, 1, 7])('an L field that lies by %i is telegram_malformed', (lie) => {
    const bytes = hexBytes(plain.hex);
    bytes[0] += lie;
    expect(decodeTelegram(bytes)).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });

  it('a data record that runs past the end is telegram_malformed', () => {
    // the iPerl telegram with its last record's DIF 02 (2 bytes) made 04 (4 bytes)
    const hex = plain.hex.replace(/023B0000$/, '043B0000');
    expect(decodeTelegram(hex)).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });

  it('a compact frame (CI 0x79) or an unknown CI is telegram_unsupported', () => {
    expect(decodeTelegram('0E44AE4C4455223368077911223344')).toMatchObject({
      ok: false,
      code: 'telegram_unsupported',
    });
    expect(decodeTelegram('0E44AE4C4455223368074411223344')).toMatchObject({
      ok: false,
      code: 'telegram_unsupported',
    });
  });
});

describe('header fields', () => {
  it('reads the manufacturer code both ways', () => {
    expect(manufacturerCode(0x1ee6)).toBe('GWF');
    expect(manufacturerField('GWF')).toBe(0x1ee6);
    expect(manufacturerCode(0x2c2d)).toBe('KAM');
  });

  it('reads the C field, id, version, device type and medium', () => {
    const result = decodeTelegram(plain.hex);
    expect(result).toMatchObject({
      ok: true,
      telegram: { c_field: 0x44, id: '33225544', version: 0x68, device_type: 7, medium: 'water', access_number: 0x55 },
    });
  });
});
