import { describe, expect, it } from 'vitest';
import { decodeTelegram, readTelegramSender } from '../../../src/core/telegrams/index.ts';
import { encryptTelegram } from './buildTelegram.ts';
import { DECRYPTED_VECTORS, ENCRYPTED_VECTORS } from './telegramVectors.ts';

const vector = (name: string) => ENCRYPTED_VECTORS.find((v) => v.name.includes(name))!;

describe('readTelegramSender', () => {
  it('names the radio module and the meter of a long header without a key', () => {
    const result = readTelegramSender(vector('Hydrus').hex);
    expect(result).toEqual({
      ok: true,
      sender: {
        link: { manufacturer: 'HYD', id: '81100028', version: 0x64, device_type: 0x0e, medium: 'bus_system_component' },
        meter: { manufacturer: 'DME', id: '64745666', version: 0x70, device_type: 7, medium: 'water' },
      },
    });
  });

  it('reads past a clear ELL and an AFL', () => {
    const gwf = encryptTelegram(DECRYPTED_VECTORS[1].hex, '000102030405060708090A0B0C0D0E0F');
    expect(readTelegramSender(gwf)).toMatchObject({
      ok: true,
      sender: { link: { id: '10154446' }, meter: { id: '19680750' } },
    });
    expect(readTelegramSender(vector('SensoStar').hex)).toMatchObject({
      ok: true,
      sender: { meter: { id: '43054304' } },
    });
  });

  it('stops at an encrypted ELL: the meter is the link', () => {
    expect(readTelegramSender(vector('Multical 21').hex)).toMatchObject({
      ok: true,
      sender: { link: { manufacturer: 'KAM', id: '76348799' }, meter: { id: '76348799' } },
    });
  });

  it('refuses what decodeTelegram refuses about the frame', () => {
    expect(readTelegramSender('zz')).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });
});

describe('the key function', () => {
  it('is asked once even when the ELL and the transport layer are both encrypted', () => {
    let asked = 0;
    const v = vector('Multical 21');
    decodeTelegram(v.hex, {
      key: () => {
        asked++;
        return v.key;
      },
    });
    expect(asked).toBe(1);
  });

  it('passes its own errors on instead of calling the telegram malformed', () => {
    const failure = new Error('key store down');
    expect(() =>
      decodeTelegram(vector('Aventies').hex, {
        key: () => {
          throw failure;
        },
      }),
    ).toThrow(failure);
  });
});
