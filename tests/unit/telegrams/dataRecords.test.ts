import { describe, expect, it } from 'vitest';
import { decodeTelegram, type DecodedTelegram, type TelegramRecord } from '../../../src/core/telegrams/index.ts';
import { readDataRecords } from '../../../src/core/telegrams/dataRecords.ts';
import { plainTelegram } from './buildTelegram.ts';

/** The telegram around these records, decoded (failing the test if it is refused). */
function decoded(records: string): DecodedTelegram {
  const result = decodeTelegram(plainTelegram(records));
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.telegram;
}
const only = (records: string): TelegramRecord => {
  const all = decoded(records).records;
  expect(all).toHaveLength(1);
  return all[0];
};
const refused = (records: string) => decodeTelegram(plainTelegram(records));

describe('data field codings (EN 13757-3 Table 4), on a volume in litres (VIF 0x13)', () => {
  it.each([
    ['8-bit integer, negative', '0113FF', -0.001],
    ['16-bit integer', '0213E803', 1],
    ['24-bit integer', '0313A08601', 100],
    ['32-bit integer', '04133E000000', 0.062],
    ['32-bit integer, negative', '0413FFFFFFFF', -0.001],
    ['48-bit integer', '0613010000000000', 0.001],
    ['64-bit integer', '07130100000000000000', 0.001],
    ['32-bit real', '05130000C03F', 0.0015],
    ['2-digit BCD', '091399', 0.099],
    ['4-digit BCD', '0A133412', 1.234],
    ['4-digit BCD, negative (F in the top nibble)', '0A1323F1', -0.123],
    ['6-digit BCD', '0B13563412', 123.456],
    ['8-digit BCD', '0C1378563412', 12345.678],
    ['12-digit BCD', '0E13785634120000', 12345.678],
    ['variable length BCD', '0D13C23412', 1.234],
    ['variable length negative BCD', '0D13D23412', -1.234],
    ['variable length binary', '0D13E23412', 4.66],
  ])('%s', (_what, records, value) => {
    expect(only(records)).toMatchObject({ quantity: 'volume', unit: 'm3', value });
  });

  it('an invalid BCD digit gives no value, not a number', () => {
    expect(only('0A132A01').value).toBeNull();
    expect(decoded('0A132A01').values.total_m3).toBeUndefined();
  });

  it('no data (DIF 0x00) and a readout selection (0x08) have no value', () => {
    expect(only('0013').value).toBeNull();
    expect(only('0813').value).toBeNull();
  });

  it('reads text of variable length, last character first', () => {
    expect(only('0DFD11054F4C4C4548')).toMatchObject({ quantity: 'customer', value: 'HELLO' });
  });

  it('reads long binary as hex', () => {
    expect(only(`0DFD11F0${'01'.repeat(15)}02`).value).toBe(`02${'01'.repeat(15)}`);
  });

  it('refuses a reserved variable length', () => {
    expect(refused('0D13F8')).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });
});

describe('storage, tariff, sub-unit and function', () => {
  it('adds up the DIFE bits', () => {
    // DIF C4: storage bit 1, DIFE 7B: storage 1011, tariff 11, sub-unit 1
    expect(only('C47B1301000000')).toMatchObject({ dif: 'C47B', storage: 23, tariff: 3, subunit: 1 });
  });

  it('reads the function field', () => {
    const records = decoded('141301000000241301000000341301000000').records;
    expect(records.map((r) => r.function)).toEqual(['maximum', 'minimum', 'error']);
  });

  it('accepts 10 DIFEs and refuses an 11th', () => {
    expect(only(`84${'80'.repeat(9)}001301000000`).storage).toBe(0);
    expect(refused(`84${'80'.repeat(10)}001301000000`)).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });

  it('refuses 10,000 nested DIFEs quickly, in a telegram and in the record reader alone', () => {
    const difes = `84${'80'.repeat(10_000)}001301000000`;
    const started = performance.now();
    expect(refused(difes)).toMatchObject({ ok: false, code: 'telegram_malformed' });
    expect(() => readDataRecords(Buffer.from(difes, 'hex'), 0)).toThrow(
      expect.objectContaining({ code: 'telegram_malformed' }) as Error,
    );
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses more than 10 VIFEs', () => {
    expect(refused(`0493${'BC'.repeat(11)}3C01000000`)).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });
});

describe('value information', () => {
  it.each([
    ['volume flow in m3/h', '023B6400', 'volume_flow', 'm3/h', 0.1],
    ['flow temperature', '025A6801', 'flow_temperature', '°C', 36],
    ['external temperature', '0266EF00', 'external_temperature', '°C', 23.9],
    ['on time in hours', '04220A000000', 'on_time', 'h', 10],
    ['operating time in days', '04270A000000', 'operating_time', 'd', 10],
    ['actuality duration in seconds', '0374100000', 'actuality_duration', 's', 16],
    ['remaining battery life in days', '02FD74B514', 'remaining_battery_life', 'd', 5301],
    ['error flags', '02FD170480', 'error_flags', '', 0x8004],
    ['energy in kWh', '04060A000000', 'energy', 'Wh', 10000],
    ['energy in MWh (0xFB table)', '04FB000A000000', 'energy', 'MWh', 1],
    ['voltage (0xFD table)', '02FD48E600', 'voltage', 'V', 23],
    ['a date, type G', '026C213C', 'date', '', '2025-12-01'],
    ['a date-time, type F', '046D3B177F2A', 'datetime', '', '2019-10-31T23:59'],
    ['a date-time with seconds, type I', '066D0C080AF42500', 'datetime', '', '2023-05-20T10:08:12'],
    ['an invalid date', '026CFFFF', 'date', '', null],
    ['a date-time flagged invalid', '046DBB177F2A', 'datetime', '', null],
    ['an unknown primary VIF', '046F01000000', 'unknown', '', 1],
    ['an unknown 0xFD code', '04FD7F01000000', 'unknown', '', 1],
    ['an unknown 0xFB code', '04FB5001000000', 'unknown', '', 1],
    ['a plain-text unit', '047C0368576B0A000000', 'plain_text_unit', 'kWh', 10],
    ['a manufacturer VIF with a VIFE', '04FF010A000000', 'manufacturer_specific', '', 10],
    ['backward volume (VIFE 0x3C)', '04933C01000000', 'volume_backward', 'm3', 0.001],
    ['a correction factor (VIFE 0x7D, ×1000)', '04937D01000000', 'volume', 'm3', 1],
    ['an unknown VIFE', '04931101000000', 'volume_vife_11', 'm3', 0.001],
  ])('%s', (_what, records, quantity, unit, value) => {
    expect(only(records)).toMatchObject({ quantity, unit, value });
  });

  it('a truncated plain-text unit is malformed', () => {
    expect(refused('047C09686B')).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });
});

describe('special DIFs', () => {
  it('skips fill bytes and a global readout request', () => {
    expect(decoded('2F2F04133E0000007F2F2F').records).toHaveLength(1);
  });

  it('keeps manufacturer data after 0x0F and says when more records follow (0x1F)', () => {
    expect(decoded('04133E0000000FAABBCC')).toMatchObject({ manufacturer_data: 'AABBCC', more_records_follow: false });
    expect(decoded('04133E0000001FAABBCC')).toMatchObject({ manufacturer_data: 'AABBCC', more_records_follow: true });
  });

  it('refuses a reserved special DIF', () => {
    expect(refused('3F')).toMatchObject({ ok: false, code: 'telegram_malformed' });
  });
});

describe('values', () => {
  it('takes total_m3 only from the plain current volume, target_m3 from storage 1', () => {
    const telegram = decoded(
      [
        '04933C05000000', // backward volume
        '841013FF000000', // tariff 1 volume
        '14130F000000', // maximum volume
        '04133E000000', // the total
        '44132A000000', // storage 1
        '426C213C', // storage 1 date
      ].join(''),
    );
    expect(telegram.values).toEqual({ total_m3: 0.062, target_m3: 0.042, target_date: '2025-12-01' });
  });

  it('converts volume flow to m3/h and the battery life to years', () => {
    expect(decoded('0243640002FD74B514').values).toEqual({ flow_m3h: 0.6, battery_years: 14.51 });
  });
});
