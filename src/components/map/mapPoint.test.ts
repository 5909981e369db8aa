import { describe, expect, it } from 'vitest';
import { toMapPoint, toMapPoints } from './mapPoint.ts';

describe('toMapPoint', () => {
  it('reads the primary field names', () => {
    expect(
      toMapPoint({
        customer_measuring_point_id: 'CUST-7',
        measuring_point_id: 'MP-1',
        mp_name: 'Pump house',
        meter_serial: 'AFM-001',
        comd_serial: 'LW-55',
        comd_type: 'rcmlrwotaa',
        state: { volume: 1234.5, alertCount: 2 },
        lat: 46.52,
        lng: 6.63,
      }),
    ).toEqual({
      id: 'MP-1',
      name: 'Pump house',
      lat: 46.52,
      lng: 6.63,
      customerId: 'CUST-7',
      meterSerial: 'AFM-001',
      moduleSerial: 'LW-55',
      moduleType: 'rcmlrwotaa',
      volume: 1234.5,
      alertCount: 2,
    });
  });

  it('falls back to the alternative names and parses numeric strings', () => {
    expect(toMapPoint({ mpid: 42, name: 'Well', meter_serial_number: 'S-9', lat: '47.1', lng: '8.2' })).toMatchObject({
      id: '42',
      name: 'Well',
      meterSerial: 'S-9',
      lat: 47.1,
      lng: 8.2,
      volume: undefined,
    });
  });

  it('names an unnamed point by its id', () => {
    expect(toMapPoint({ mpid: 'MP-3', lat: 1, lng: 2 })?.name).toBe('MP-3');
  });

  it('drops points that have no id or cannot be placed', () => {
    const points = toMapPoints([
      { mpid: 'ok', lat: 0, lng: 0 },
      { mpid: 'no-lat', lng: 8 },
      { mpid: 'blank', lat: '', lng: '' },
      { mpid: 'far', lat: 95, lng: 8 },
      { lat: 46, lng: 7 },
    ]);
    expect(points.map((point) => point.id)).toEqual(['ok']);
  });
});
