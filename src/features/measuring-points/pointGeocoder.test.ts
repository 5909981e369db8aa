import { describe, expect, it, vi } from 'vitest';
import type { MapPoint } from '../../components/map/index.ts';
import { createPointGeocoder, findPoints, parseCoordinates } from './pointGeocoder.ts';

const points: MapPoint[] = [
  {
    id: '1',
    name: 'Mariahilfer Straße 12, 1070 Wien',
    lat: 48.2,
    lng: 16.35,
    mpid: 'MP-D-1001-00001',
    meterSerial: '21040017',
    moduleSerial: 'L00012345',
  },
  { id: '2', name: 'Landstraße 4, 4020 Linz', lat: 48.3, lng: 14.29, mpid: 'MP-C-2001-00001' },
];
const signal = new AbortController().signal;

describe('parseCoordinates', () => {
  it('reads "lat, lng" with a comma, semicolon or space', () => {
    expect(parseCoordinates('48.2082, 16.3738')).toEqual({ label: '48.2082, 16.3738', lat: 48.2082, lng: 16.3738 });
    expect(parseCoordinates(' -33.9;18.4 ')).toMatchObject({ lat: -33.9, lng: 18.4 });
    expect(parseCoordinates('47 15')).toMatchObject({ lat: 47, lng: 15 });
  });
  it('refuses text and positions off the globe', () => {
    for (const text of ['Linz', '91, 10', '45, 181', '48.2,', '1.2.3, 4']) expect(parseCoordinates(text)).toBeNull();
  });
});

describe('findPoints', () => {
  it('finds points by name, measuring point id, meter serial and module serial, ignoring case', () => {
    expect(findPoints(points, 'mariahilfer').map((r) => r.lat)).toEqual([48.2]);
    expect(findPoints(points, 'mp-c-2001')[0]).toMatchObject({ lat: 48.3, lng: 14.29 });
    expect(findPoints(points, '21040017')[0].label).toBe(
      'Mariahilfer Straße 12, 1070 Wien (MP-D-1001-00001 · 21040017)',
    );
    expect(findPoints(points, 'l0001234')).toHaveLength(1);
    expect(findPoints(points, 'nowhere')).toEqual([]);
    expect(findPoints(points, '   ')).toEqual([]);
  });
});

describe('createPointGeocoder', () => {
  it('answers coordinates and points without asking the place search', async () => {
    const places = vi.fn(() => Promise.resolve([{ label: 'Linz, Austria', lat: 48.3, lng: 14.3 }]));
    const geocode = createPointGeocoder(() => points, places);
    expect(await geocode('48.1, 16.2', signal)).toEqual([{ label: '48.1, 16.2', lat: 48.1, lng: 16.2 }]);
    expect(places).not.toHaveBeenCalled();
    expect((await geocode('Linz', signal)).map((r) => r.label)).toEqual([
      'Landstraße 4, 4020 Linz (MP-C-2001-00001)',
      'Linz, Austria',
    ]);
  });
  it('keeps the local results when the place search fails, and fails when there are none', async () => {
    const geocode = createPointGeocoder(
      () => points,
      () => Promise.reject(new Error('offline')),
    );
    expect(await geocode('Wien', signal)).toHaveLength(1);
    await expect(geocode('Paris', signal)).rejects.toThrow('offline');
  });
});
