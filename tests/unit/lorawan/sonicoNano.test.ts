import { describe, expect, it } from 'vitest';
import { decodeLorawan, encodeSonicoNano, runCodec, SONICO_NANO_ALARMS } from '../../../src/core/lorawan/index.ts';

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex').toJSON().data;
const decode = (bytes: number[], fPort: number) => runCodec('sonico-nano', { bytes, fPort });

const QUIET = Object.fromEntries(SONICO_NANO_ALARMS.map((alarm) => [alarm, false]));

describe('Sonico Nano codec', () => {
  // packed by hand from the bit layout: volume 12345, 20 semesters, m3, multiplier 3, serial 12345678, 21 °C,
  // water leak and reverse flow
  const FRAME_101 = '39300000c59cc278512102';

  it('reads every field of a 101 frame packed from the bit layout', () => {
    const out = decode(hex(FRAME_101), 101);
    expect(out.errors).toBeUndefined();
    expect(out.warnings).toEqual([]);
    expect(out.data).toEqual({
      ...QUIET,
      frame: 'short',
      volume_raw: 12345,
      battery_semesters: 20,
      battery_days: 3653,
      unit_and_medium: 0,
      downlink_alarm: false,
      volume_multiplier: 3,
      water_temperature_c: 21,
      water_leak: true,
      reverse_flow: true,
      unit: 'm3',
      volume: 12345,
      volume_m3: 12345,
      meter_serial: '78563412',
      alerts: ['continuous_flow', 'backflow'],
    });
    expect(
      encodeSonicoNano({
        volumeRaw: 12345,
        batterySemesters: 20,
        serialRaw: 12345678,
        waterTemperature: 21,
        alarms: ['water_leak', 'reverse_flow'],
      }),
    ).toEqual({
      fPort: 101,
      bytes: hex(FRAME_101),
    });
  });

  it('reads the due date of a 102 frame (date type G)', () => {
    const out = decode(hex(`${FRAME_101}5e36`), 102);
    expect(out.data).toMatchObject({ frame: 'short_due_date', due_date: '2026-06-30', volume_raw: 12345 });
    const built = encodeSonicoNano({ volumeRaw: 1, dueDate: { year: 2031, month: 12, day: 1 } });
    expect(built.fPort).toBe(102);
    expect(decode(built.bytes, 102).data?.due_date).toBe('2031-12-01');
  });

  it.each(
    SONICO_NANO_ALARMS.map((alarm, index) => [
      alarm,
      [
        'system_error',
        null,
        'continuous_flow',
        'broken_pipe',
        null,
        null,
        'backflow',
        'no_usage',
        'battery_low',
        't_water_error',
        't_air_error',
        'communication_error',
        'system_error',
      ][index],
    ]),
  )('alarm bit %s alone is read and gives its alert state (%s)', (alarm, state) => {
    const { bytes } = encodeSonicoNano({ volumeRaw: 1, alarms: [alarm] });
    const { data } = decode(bytes, 101);
    expect(data).toMatchObject({ ...QUIET, [alarm]: true, alerts: state ? [state] : [] });
  });

  it('scales the volume by its multiplier and converts US gallons', () => {
    const volume = (multiplier: number, unitAndMedium = 0) =>
      decode(encodeSonicoNano({ volumeRaw: 1234, multiplier, unitAndMedium }).bytes, 101).data;
    expect(volume(0)).toMatchObject({ volume: 1.234, volume_m3: 1.234, unit: 'm3' });
    expect(volume(1)).toMatchObject({ volume_m3: 12.34 });
    expect(volume(7)).toMatchObject({ volume_m3: 12340000 });
    expect(volume(3, 2)).toMatchObject({ unit: 'gal', volume: 1234, volume_m3: 4.67119814146 });
  });

  it('takes the edge values and flags what the layout forbids', () => {
    const top = encodeSonicoNano({
      volumeRaw: 999999999,
      batterySemesters: 31,
      serialRaw: 99999999,
      waterTemperature: 127,
      downlinkAlarm: true,
      unitAndMedium: 1,
    });
    expect(decode(top.bytes, 101).data).toMatchObject({
      volume_raw: 999999999,
      battery_semesters: 31,
      meter_serial: '99999999',
      water_temperature_c: 127,
      downlink_alarm: true,
      unit: 'm3',
    });
    expect(decode(encodeSonicoNano({ volumeRaw: 2 ** 30 - 1 }).bytes, 101).errors).toEqual([
      'volume 1073741823 is above 999,999,999',
    ]);
    expect(decode(encodeSonicoNano({ volumeRaw: 0, serialRaw: 2 ** 27 - 1 }).bytes, 101).warnings).toEqual([
      'serial number 134217727 is above 99,999,999',
    ]);
  });

  it('answers errors, never throws, for other ports, wrong lengths and non-bytes', () => {
    expect(decode(hex(FRAME_101), 104).errors).toEqual(['fPort 104 is not a Sonico Nano short frame (101, 102)']);
    expect(decode(hex(FRAME_101), 102).errors).toEqual(['a Sonico Nano frame on fPort 102 has 13 bytes, this one 11']);
    expect(decode([], 101).errors).toEqual(['a Sonico Nano frame on fPort 101 has 11 bytes, this one 0']);
    expect(decode(['a' as unknown as number], 101).errors).toEqual(['bytes must be an array of integers 0-255']);
  });

  it('gives the portal its reading, chosen by port', () => {
    const { bytes, fPort } = encodeSonicoNano({
      volumeRaw: 5000,
      multiplier: 0,
      batterySemesters: 2,
      waterTemperature: 9,
      alarms: ['broken_pipe'],
    });
    expect(decodeLorawan(bytes, fPort)).toMatchObject({
      ok: true,
      reading: { codec: 'sonico-nano', volumeM3: 5, batteryDays: 365, temperature: 9, alerts: ['broken_pipe'] },
    });
    expect(decodeLorawan(bytes, 100)).toMatchObject({ ok: false, codec: 'sonico-nano' });
  });
});
