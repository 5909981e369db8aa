import { describe, expect, it } from 'vitest';
import { decodeLorawan, encodeRcmLrw10, runCodec } from '../../../src/core/lorawan/index.ts';

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex').toJSON().data;
const decode = (bytes: number[], fPort = 1) => runCodec('rcmlrwotaa', { bytes, fPort });

describe('RCM-LRW10 codec', () => {
  it('reads every field of a frame written by hand from the byte layout', () => {
    const out = decode(hex('01 E61E 78563412 07 04 3C01 13 39300000 4A 2C ABCD'));
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({
      protocol: 'standard',
      manufacturer: 'GWF',
      meter_id: '12345678',
      medium: 'water',
      status_byte: 4,
      status_low_battery: true,
      bad_encoder: false,
      no_encoder: false,
      // byte 10 * 256 + byte 9 (the published decoder's 265 would give 321)
      actuality_duration: 316,
      volume_vif: 0x13,
      register_value: 12345,
      volume_m3: 12.345,
      continuous_flow: true,
      broken_pipe: true,
      low_battery: false,
      backflow: true,
      reserved_flags: 0,
      battery_semesters: 5,
      battery_days: 913,
      link_error: true,
      checksum: '0xABCD',
      alerts: ['battery_low', 'continuous_flow', 'broken_pipe', 'backflow', 'communication_error'],
    });
    expect(out.warnings).toEqual(['checksum 0xABCD not verified: its algorithm is not published']);
  });

  it.each([
    [0x02, 'continuous_flow', 'continuous_flow'],
    [0x08, 'broken_pipe', 'broken_pipe'],
    [0x20, 'low_battery', 'battery_low'],
    [0x40, 'backflow', 'backflow'],
  ] as const)('flag byte bit 0x%s alone sets %s (a mask is compared with zero, not with 1)', (flag, field, alert) => {
    const { data } = decode(encodeRcmLrw10({ meterId: '1', register: 1, flags: flag }));
    expect(data?.[field]).toBe(true);
    expect(data?.alerts).toEqual([alert]);
  });

  it('reads the encoder states of the status byte only with both of their bits', () => {
    const alone = decode(encodeRcmLrw10({ meterId: '1', register: 1, status: 0x10 })).data;
    expect(alone).toMatchObject({ bad_encoder: false, no_encoder: false, alerts: [] });
    const bad = decode(encodeRcmLrw10({ meterId: '1', register: 1, status: 0x50 })).data;
    expect(bad).toMatchObject({ bad_encoder: true, no_encoder: false, alerts: ['encoder_error'] });
    const none = decode(encodeRcmLrw10({ meterId: '1', register: 1, status: 0x30 })).data;
    expect(none).toMatchObject({ bad_encoder: false, no_encoder: true, alerts: ['encoder_error'] });
  });

  it('reports reserved flag bits without an alert, and one battery alert for both battery bits', () => {
    const { data } = decode(encodeRcmLrw10({ meterId: '1', register: 1, flags: 0x95 | 0x20, status: 0x04 }));
    expect(data).toMatchObject({ reserved_flags: 0x95, alerts: ['battery_low'] });
  });

  it('takes the edge values: register 2^32-1, battery 31 semesters, protocol 2, gas and hot water', () => {
    const top = decode(encodeRcmLrw10({ meterId: '99999999', register: 2 ** 32 - 1, vif: 0x16, batterySemesters: 31 }));
    expect(top.data).toMatchObject({ meter_id: '99999999', register_value: 4294967295, volume_m3: 4294967295 });
    expect(top.data).toMatchObject({ battery_semesters: 31, battery_days: 5661 });
    const zero = decode(encodeRcmLrw10({ meterId: '0', register: 0, vif: 0x10, protocol: 2, medium: 0x03 }));
    expect(zero.data).toMatchObject({ protocol: 'no_due_date', medium: 'gas', volume_m3: 0, meter_id: '00000000' });
    expect(decode(encodeRcmLrw10({ meterId: '1', register: 5, vif: 0x17, medium: 0x06 })).data).toMatchObject({
      medium: 'hot_water',
      volume_m3: 50,
    });
  });

  it('warns, and gives no volume, for a byte 11 that is no volume VIF; warns on an unknown protocol or non-BCD id', () => {
    const out = decode(encodeRcmLrw10({ meterId: '1', register: 7, vif: 0x00, protocol: 9 }));
    expect(out.data?.volume_m3).toBeUndefined();
    expect(out.warnings).toEqual(
      expect.arrayContaining([
        'unknown protocol byte 0x09',
        'byte 11 (0x00) is not a volume VIF: the register has no known unit',
      ]),
    );
    const bytes = encodeRcmLrw10({ meterId: '1', register: 7 });
    bytes[3] = 0xab;
    expect(decode(bytes).warnings).toContain('meter id is not BCD: 000000AB');
  });

  it('answers errors, never throws, for wrong lengths and non-bytes', () => {
    for (const bytes of [[], hex('01E61E'), [...encodeRcmLrw10({ meterId: '1', register: 1 }), 0]])
      expect(decode(bytes).errors).toEqual([`an RCM-LRW10 uplink has 20 bytes, this one ${bytes.length}`]);
    const bad = encodeRcmLrw10({ meterId: '1', register: 1 });
    for (const value of [256, -1, 1.5, Number.NaN]) {
      const bytes = [...bad];
      bytes[5] = value;
      expect(decode(bytes).errors).toEqual(['bytes must be an array of integers 0-255']);
    }
    expect(runCodec('rcmlrwotaa', { bytes: undefined as unknown as number[], fPort: 1 }).errors).toHaveLength(1);
  });

  it('gives the portal its reading: volume, battery days and alert states', () => {
    const result = decodeLorawan(
      encodeRcmLrw10({ meterId: '1', register: 2500, flags: 0x02, batterySemesters: 20 }),
      1,
    );
    expect(result).toMatchObject({
      ok: true,
      reading: {
        codec: 'rcmlrwotaa',
        volumeM3: 2.5,
        batteryDays: 3653,
        alerts: ['continuous_flow'],
        temperature: null,
      },
    });
    expect(decodeLorawan(encodeRcmLrw10({ meterId: '1', register: 2500, vif: 0x00 }), 1)).toMatchObject({
      ok: false,
      errors: ['no volume in m3'],
    });
    expect(decodeLorawan([1, 2, 3], 1)).toMatchObject({ ok: false, codec: 'rcmlrwotaa' });
  });
});
