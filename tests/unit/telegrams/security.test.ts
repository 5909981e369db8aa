import { describe, expect, it } from 'vitest';
import { aesCmac } from '../../../src/core/telegrams/cmac.ts';
import { hexBytes, toHex } from '../../../src/core/telegrams/hexBytes.ts';
import { decodeTelegram } from '../../../src/core/telegrams/index.ts';
import { parseFrames } from '../../../src/core/telegrams/parseFrame.ts';
import { encryptTelegram } from './buildTelegram.ts';
import { DECRYPTED_VECTORS, ENCRYPTED_VECTORS } from './telegramVectors.ts';

const vector = (name: string) => ENCRYPTED_VECTORS.find((v) => v.name.includes(name))!;
const OTHER_KEY = 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF';

describe('AES-CMAC', () => {
  // RFC 4493 §4, examples 1–4
  const key = hexBytes('2b7e151628aed2a6abf7158809cf4f3c');
  const message =
    '6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710';
  it.each([
    [0, 'BB1D6929E95937287FA37D129B756746'],
    [16, '070A16B46B4D4144F79BDD9DD04A287C'],
    [40, 'DFA66747DE9AE63030CA32611497C827'],
    [64, '51F0BEBF7E3B9D92FC49741779363CFE'],
  ])('gives the RFC 4493 tag of %i bytes', (length, tag) => {
    expect(toHex(aesCmac(key, hexBytes(message).subarray(0, length)))).toBe(tag);
  });

  it('derives the OMS message key as printed in wmbusmeters/wmbusmeters issue #1667', () => {
    // KDF input 00 ‖ counter 8C570E00 ‖ id 06038253 ‖ 07 × 7, key BF90…A14C, derived key B3FA…2D13
    const input = hexBytes('008C570E000603825307070707070707');
    expect(toHex(aesCmac(hexBytes('BF902DD6DFADAFE83E4AE6832B5FA14C'), input))).toBe(
      'B3FAAED774AD70EAA3135A5B31242D13',
    );
  });
});

describe('keys', () => {
  it.each([
    ['mode 5', vector('Aventies')],
    ['mode 5 after an ELL', vector('EFE) WaterStar')],
    ['mode 7', vector('SensoStar')],
    ['ELL AES-CTR', vector('Multical 21')],
  ])('a wrong key is key_wrong (%s), and nothing is returned', (_mode, v) => {
    const result = decodeTelegram(v.hex, { key: OTHER_KEY });
    expect(result).toMatchObject({ ok: false, code: 'key_wrong' });
    expect(result).not.toHaveProperty('telegram');
  });

  it.each([
    ['mode 5', vector('Aventies')],
    ['mode 7', vector('SensoStar')],
    ['ELL AES-CTR', vector('Multical 21')],
  ])('no key is key_missing (%s)', (_mode, v) => {
    expect(decodeTelegram(v.hex)).toMatchObject({ ok: false, code: 'key_missing' });
    expect(decodeTelegram(v.hex, { key: () => undefined })).toMatchObject({ ok: false, code: 'key_missing' });
  });

  it('a key that is not 32 hex digits is refused as key_wrong', () => {
    const v = vector('Aventies');
    expect(decodeTelegram(v.hex, { key: 'abc' })).toMatchObject({ ok: false, code: 'key_wrong' });
    expect(decodeTelegram(v.hex, { key: new Uint8Array(8) })).toMatchObject({ ok: false, code: 'key_wrong' });
  });

  it('takes the key as bytes too', () => {
    const v = vector('Aventies');
    const result = decodeTelegram(v.hex, { key: hexBytes(v.key!) });
    expect(result.ok && result.telegram.values.total_m3).toBe(466.472);
  });

  it('a declared mode with no encrypted blocks needs no key', () => {
    // GWF vector with its configuration 0x4520 (mode 5, 2 blocks) changed to 0x4500 (mode 5, 0 blocks)
    const hex = DECRYPTED_VECTORS[0].hex.replace('7ABE042045', '7ABE040045');
    const result = decodeTelegram(hex);
    expect(result).toMatchObject({ ok: true, telegram: { security_mode: 5, encrypted: false } });
    expect(result.ok && result.telegram.values.total_m3).toBe(0.062);
  });

  it('data that claims more encrypted blocks than it carries is malformed', () => {
    // configuration 0x45F0: 15 blocks of 16 bytes in a telegram of 32
    const hex = DECRYPTED_VECTORS[0].hex.replace('7ABE042045', '7ABE04F045');
    expect(decodeTelegram(hex, { key: OTHER_KEY })).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });

  it('a telegram decrypted with the right key but not starting 2F 2F is key_wrong, never numbers', () => {
    // the same data encrypted without its check bytes
    const hex = encryptTelegram(DECRYPTED_VECTORS[0].hex.replace('20452F2F03', '20450000' + '03'), OTHER_KEY);
    expect(decodeTelegram(hex, { key: OTHER_KEY })).toMatchObject({ ok: false, code: 'key_wrong' });
  });

  it('security modes it cannot decrypt are telegram_unsupported', () => {
    // mode 10 (AES-CCM, OMS profile D) in place of mode 5
    const hex = DECRYPTED_VECTORS[0].hex.replace('7ABE042045', '7ABE04204A');
    expect(decodeTelegram(hex, { key: OTHER_KEY })).toMatchObject({ ok: false, code: 'telegram_unsupported' });
  });
});

describe('the mode 7 message authentication code', () => {
  it('a changed byte in clear after a mode 7 message’s encrypted blocks fails its MAC: telegram_crc', () => {
    // the SensoStar telegram without its frame B CRCs: its last bytes (…02FD0B2111) are sent in clear
    const v = vector('SensoStar');
    const bytes = Uint8Array.from(parseFrames(hexBytes(v.hex))[0].bytes);
    bytes[0] = bytes.length - 1;
    expect(decodeTelegram(bytes, { key: v.key }).ok).toBe(true);
    bytes[bytes.length - 1] ^= 0x01;
    expect(decodeTelegram(bytes, { key: v.key })).toMatchObject({ ok: false, code: 'telegram_crc' });
  });

  it('a changed MAC is telegram_crc', () => {
    const hex = encryptTelegram(DECRYPTED_VECTORS[2].hex, OTHER_KEY);
    const bytes = hexBytes(hex);
    bytes[24] ^= 0xff;
    expect(decodeTelegram(bytes, { key: OTHER_KEY })).toMatchObject({ ok: false, code: 'telegram_crc' });
    expect(decodeTelegram(hex, { key: OTHER_KEY }).ok).toBe(true);
  });
});

describe('a maker’s own payload behind a standard header', () => {
  // wmbusmeters/wmbusmeters simulations/serial_aes.msg: Apator 162 water meter 88888888, mode 5, key all zeros
  // (tests/test_aes.sh); its decrypted data is Apator's own format, not EN 13757-3 records
  const apator =
    '6e4401068888888805077a85006085bc2630713819512eb4cd87fba554fb43f67cf9654a68ee8e194088160df752e716238292e8af1ac20986202ee561d743602466915e42f1105d9c6782a54504e4f099e65a7656b930c73a30775122d2fdf074b5035cfaa7e0050bf32faae03a77';

  it('decrypts with the right key but gives no numbers from records it cannot read', () => {
    expect(decodeTelegram(apator, { key: '00000000000000000000000000000000' })).toMatchObject({
      ok: false,
      code: 'telegram_malformed',
    });
  });

  it('with a wrong key is key_wrong', () => {
    expect(decodeTelegram(apator, { key: OTHER_KEY })).toMatchObject({ ok: false, code: 'key_wrong' });
  });
});
