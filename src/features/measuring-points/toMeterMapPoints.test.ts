import { describe, expect, it } from 'vitest';
import type { MeasuringPointMapRow } from '../../core/contract/measuringPoints.ts';
import { initialValues, toRequestBody } from './pointFormValues.ts';
import { deviceHrefFrom, toMeterMapPoints } from './toMeterMapPoints.ts';

describe('toMeterMapPoints', () => {
  it('turns compact rows into map points with a device link only for points with a meter', () => {
    const rows: MeasuringPointMapRow[] = [
      [5, 48.2, 16.3, 'Praterstraße 1, 1020 Wien', 'MP-1', '21 04/7', 'L1', 'rcm-lrw', 12.5, 2],
      [6, 48.3, 14.2, 'Landstraße 2, 4020 Linz', 'MP-2', null, null, null, null, 0],
    ];
    const [withMeter, without] = toMeterMapPoints(rows, deviceHrefFrom('/devices?serial={serial}'));
    expect(withMeter).toEqual({
      id: '5',
      name: 'Praterstraße 1, 1020 Wien',
      lat: 48.2,
      lng: 16.3,
      mpid: 'MP-1',
      meterSerial: '21 04/7',
      moduleSerial: 'L1',
      moduleType: 'rcm-lrw',
      volume: 12.5,
      alertCount: 2,
      href: '/devices?serial=21%2004%2F7',
    });
    expect(without).toMatchObject({ id: '6', meterSerial: undefined, volume: undefined, href: undefined });
    expect(toMeterMapPoints(rows)[0].href).toBeUndefined();
  });
});

describe('point form values', () => {
  it('has no body until a position is picked, then rounds it to six decimals', () => {
    const values = initialValues(undefined, 3);
    expect(toRequestBody(values)).toBeNull();
    const body = toRequestBody({ ...values, name: ' Hof 1 ', mpid: ' MP-9 ', lat: 48.123456789, lng: 16.987654321 });
    expect(body).toEqual({
      name: 'Hof 1',
      measuring_point_id: 'MP-9',
      customer_measuring_point_id: '',
      company: 3,
      meter: null,
      lat: 48.123457,
      lng: 16.987654,
    });
  });
});
