import { describe, expect, it } from 'vitest';
import { decodeTelegram, encodeTelegram, waterRecords } from '../../../src/core/telegrams/index.ts';

const KEY = '000102030405060708090A0B0C0D0E0F';

describe('encodeTelegram', () => {
  it('writes a mode 5 water telegram that the decoder reads back value for value', () => {
    const hex = encodeTelegram({
      manufacturer: 'GWF',
      id: '20221031',
      access_number: 0x42,
      records: waterRecords({
        total_m3: 123.456,
        flow_m3h: 0.75,
        meter_datetime: new Date('2026-11-27T10:15:00Z'),
        gwf: { status: 0x20, battery_years: 8.5 },
      }),
      key: KEY,
    });
    const decoded = decodeTelegram(hex, { key: KEY });
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.telegram).toMatchObject({
      manufacturer: 'GWF',
      id: '20221031',
      medium: 'water',
      security_mode: 5,
      encrypted: true,
      access_number: 0x42,
      values: { total_m3: 123.456, flow_m3h: 0.75, meter_datetime: '2026-11-27T10:15', battery_years: 8.5 },
      status: ['battery_low'],
      alerts: ['battery_low'],
    });
  });

  it('is refused with any other key, and read without one in mode 0', () => {
    const records = waterRecords({ total_m3: 0.062 });
    const sealed = encodeTelegram({ manufacturer: 'GWF', id: '12345678', access_number: 1, records, key: KEY });
    expect(decodeTelegram(sealed, { key: 'F'.repeat(32) })).toMatchObject({ ok: false, code: 'key_wrong' });
    expect(decodeTelegram(sealed)).toMatchObject({ ok: false, code: 'key_missing' });
    const plain = decodeTelegram(encodeTelegram({ manufacturer: 'GWF', id: '12345678', access_number: 1, records }));
    expect(plain).toMatchObject({ ok: true, telegram: { security_mode: 0, values: { total_m3: 0.062 } } });
  });
});
