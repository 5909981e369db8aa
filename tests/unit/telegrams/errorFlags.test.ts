import { describe, expect, it } from 'vitest';
import { decodeTelegram, encodeTelegram, waterRecords } from '../../../src/core/telegrams/index.ts';

const KEY = '000102030405060708090A0B0C0D0E0F';

/** A water meter's mode 5 telegram with its volume and an error flags record (DIF 0x02, VIF 0xFD, VIFE 0x17). */
function withErrorFlags(manufacturer: string, flags: number, status = 0) {
  const records = Uint8Array.from([...waterRecords({ total_m3: 1.5 }), 0x02, 0xfd, 0x17, flags & 0xff, flags >> 8]);
  const hex = encodeTelegram({ manufacturer, id: '44556677', access_number: 3, status, records, key: KEY });
  const decoded = decodeTelegram(hex, { key: KEY });
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.telegram;
}

describe('the error flags record', () => {
  it('names a Zenner meter’s leak, burst, backflow and battery bits and maps them to the alert states', () => {
    const telegram = withErrorFlags('ZRI', 0x2000 | 0x8000 | 0x0800 | 0x0004);
    expect(telegram.values.error_flags).toBe(0xa804);
    expect(telegram.status).toEqual(['battery_low', 'backflow', 'leak', 'burst']);
    expect(telegram.alerts).toEqual(['battery_low', 'backflow', 'continuous_flow', 'broken_pipe']);
  });

  it('names past events without raising an alert for them', () => {
    const telegram = withErrorFlags('ZRI', 0x0020 | 0x0040 | 0x1000);
    expect(telegram.status).toEqual(['was_leaking', 'was_tampered', 'was_backflowing']);
    expect(telegram.alerts).toEqual([]);
  });

  it('reads each maker’s own layout: the same bit is a tamper for one and a leak for another', () => {
    const aquastream = withErrorFlags('IMT', 0x0001 | 0x0080 | 0x0200);
    expect(aquastream.status).toEqual(['tamper', 'no_usage', 'backflow']);
    expect(aquastream.alerts).toEqual(['system_error', 'no_usage', 'backflow']);
    expect(withErrorFlags('IMT', 0x0008).alerts).toEqual(['continuous_flow']);
    expect(withErrorFlags('IMT', 0x0004).alerts).toEqual(['broken_pipe']);
    expect(withErrorFlags('IMT', 0x0100).alerts).toEqual(['battery_low']);

    const waterStar = withErrorFlags('DWZ', 0x0020 | 0x0040 | 0x0080);
    expect(waterStar.status).toEqual(['tamper', 'leak_or_no_usage', 'backflow']);
    // one bit for "leakage or no usage" says neither for sure
    expect(waterStar.alerts).toEqual(['system_error', 'backflow']);
  });

  it('names nothing for a maker whose layout is not public, and no flags when the record is clear', () => {
    const unknown = withErrorFlags('KAM', 0xffff);
    expect(unknown.values.error_flags).toBe(0xffff);
    expect(unknown.status).toEqual([]);
    expect(unknown.alerts).toEqual([]);
    expect(withErrorFlags('ZRI', 0).status).toEqual([]);
  });

  it('adds to the status byte’s standard bits without naming an alert twice', () => {
    // status byte: power low (bit 2) and a temporary error (bit 4); the record: battery end of life, permanent error
    const telegram = withErrorFlags('ZRI', 0x0004 | 0x0008, 0x04 | 0x10);
    expect(telegram.status).toEqual(['power_low', 'temporary_error', 'battery_low', 'permanent_error']);
    expect(telegram.alerts).toEqual(['battery_low', 'system_error']);
  });
});
