import { describe, expect, it } from 'vitest';
import { decodeTelegram, type DecodedTelegram } from '../../../src/core/telegrams/index.ts';
import { encryptTelegram, withFormatA, withFormatB } from './buildTelegram.ts';
import { DECRYPTED_VECTORS, ENCRYPTED_VECTORS, PLAIN_VECTORS, type TelegramVector } from './telegramVectors.ts';

/** Any key but the vectors' own: these telegrams are encrypted by the test itself. */
const TEST_KEY = '000102030405060708090A0B0C0D0E0F';

function decoded(hex: string, key?: string): DecodedTelegram {
  const result = decodeTelegram(hex, { key });
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.telegram;
}

/** Litres, so that volumes compare to the litre as whole numbers. */
const litres = (m3: unknown) => (typeof m3 === 'number' ? Math.round(m3 * 1000) : m3);

function expectVector(telegram: DecodedTelegram, vector: TelegramVector) {
  expect(telegram.manufacturer).toBe(vector.manufacturer);
  expect(telegram.id).toBe(vector.id);
  expect(telegram.security_mode).toBe(vector.security_mode);
  for (const [name, value] of Object.entries(vector.expected)) {
    const actual = telegram.values[name as keyof DecodedTelegram['values']];
    if (name.endsWith('_m3')) expect(litres(actual), name).toBe(litres(value));
    else expect(actual, name).toBe(value);
  }
}

describe('telegrams as received, with their keys', () => {
  it.each(ENCRYPTED_VECTORS.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const telegram = decoded(vector.hex, vector.key);
    expectVector(telegram, vector);
    expect(telegram.encrypted).toBe(true);
  });
});

describe('telegrams printed decrypted, encrypted here as their meter would', () => {
  it.each(DECRYPTED_VECTORS.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const hex = encryptTelegram(vector.hex, TEST_KEY);
    expect(hex).not.toBe(vector.hex.toUpperCase());
    expectVector(decoded(hex, TEST_KEY), vector);
  });
});

describe('telegrams in clear', () => {
  it.each(PLAIN_VECTORS.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const telegram = decoded(vector.hex);
    expectVector(telegram, vector);
    expect(telegram.encrypted).toBe(false);
  });
});

describe('the same telegram with the data-link CRCs a receiver may leave in', () => {
  const all = [...ENCRYPTED_VECTORS.filter((v) => !v.hex.startsWith('C2')), ...PLAIN_VECTORS];
  it.each(all.map((v) => [v.name, v] as const))('format A: %s', (_name, vector) => {
    const telegram = decoded(withFormatA(vector.hex), vector.key);
    expect(telegram.frame_format).toBe('A');
    expectVector(telegram, vector);
  });
  it.each(all.map((v) => [v.name, v] as const))('format B: %s', (_name, vector) => {
    const telegram = decoded(withFormatB(vector.hex), vector.key);
    expect(telegram.frame_format).toBe('B');
    expectVector(telegram, vector);
  });
});

describe('one meter read in full', () => {
  it('gives the GWF module, its meter, status and records', () => {
    const telegram = decoded(encryptTelegram(DECRYPTED_VECTORS[1].hex, TEST_KEY), TEST_KEY);
    expect(telegram).toMatchObject({
      manufacturer: 'GWF',
      id: '19680750',
      version: 0x3c,
      device_type: 7,
      medium: 'water',
      link: { manufacturer: 'GWF', id: '10154446', device_type: 0x0e, medium: 'bus_system_component' },
      ci: 0x72,
      security_mode: 5,
      access_number: 0xb1,
      status_byte: 0,
      status: [],
      manufacturer_data: '0100E3',
    });
    expect(telegram.records[1]).toEqual({
      dif: '04',
      vif: '13',
      storage: 0,
      tariff: 0,
      subunit: 0,
      function: 'instantaneous',
      quantity: 'volume',
      unit: 'm3',
      value: 879.068,
    });
    expect(telegram.records.find((r) => r.vif === 'FD74')).toMatchObject({
      quantity: 'remaining_battery_life',
      unit: 'd',
      value: 5301,
    });
  });

  it('maps GWF status bits and the status byte to flags and alert states', () => {
    // status byte 0x04 (power low) and GWF status 0x20 (battery low), wmbusmeters: "BATTERY_LOW POWER_LOW"
    const telegram = decoded(encryptTelegram(DECRYPTED_VECTORS[0].hex, TEST_KEY), TEST_KEY);
    expect(telegram.status).toEqual(['power_low', 'battery_low']);
    expect(telegram.alerts).toEqual(['battery_low']);
    expect(telegram.values.target_date).toBeUndefined();
  });

  it('reads every GWF vendor bit', () => {
    // 0x02 continuous flow, 0x08 broken pipe, 0x40 backflow, as wmbusmeters drivers/src/gwfwater.xmq names them
    const hex = DECRYPTED_VECTORS[1].hex.replace(/0F0100E3$/, '0F014A00');
    const telegram = decoded(encryptTelegram(hex, TEST_KEY), TEST_KEY);
    expect(telegram.status).toEqual(['continuous_flow', 'broken_pipe', 'backflow']);
    expect(telegram.alerts).toEqual(['continuous_flow', 'broken_pipe', 'backflow']);
  });

  it('asks a key function for the key, with the radio module’s and the meter’s addresses', () => {
    const asked: string[] = [];
    const hex = encryptTelegram(DECRYPTED_VECTORS[1].hex, TEST_KEY);
    const result = decodeTelegram(hex, {
      key: ({ link, meter }) => {
        asked.push(`${link.manufacturer} ${link.id} → ${meter.manufacturer} ${meter.id}`);
        return link.id === '10154446' ? TEST_KEY : undefined;
      },
    });
    expect(result.ok && result.telegram.values.total_m3).toBe(879.068);
    expect(asked).toEqual(['GWF 10154446 → GWF 19680750']);
  });

  it('never asks for a key when nothing is encrypted', () => {
    const result = decodeTelegram(PLAIN_VECTORS[1].hex, {
      key: () => {
        throw new Error('asked');
      },
    });
    expect(result.ok).toBe(true);
  });
});
