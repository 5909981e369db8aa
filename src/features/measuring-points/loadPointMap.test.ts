import { describe, expect, it, vi } from 'vitest';
import { MAP_CLUSTERS } from '../../core/domain/constants.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { loadPointMap } from './loadPointMap.ts';

const row = (id: number) => [id, 46 + id / 100, 7, `Point ${id}`, `MP-${id}`, `S-${id}`, null, null, 3.5, 0];

/** A client answering the map's three calls from `count`, recording each path with its query. */
function client(count: number) {
  const get = vi.fn((path: string, options: { params?: Record<string, unknown> }) => {
    void options;
    if (path.endsWith('map/count')) return Promise.resolve({ count, bounds: [6, 46, 8, 48] });
    if (path.endsWith('map/clusters'))
      return Promise.resolve({ clusters: [[12, count - 1, 47, 7, 6, 46, 8, 48]], points: [row(1)] });
    return Promise.resolve(Array.from({ length: count }, (_, i) => row(i + 1)));
  });
  return { http: { get } as unknown as HttpClient, get };
}

describe('loadPointMap', () => {
  it('loads every point up to MAP_CLUSTERS.serverPoints, with the filters', async () => {
    const { http, get } = client(3);
    const map = await loadPointMap(http, { company: '4', search: 'x' }, (serial) => `/d/${serial}`);
    expect(map.mode).toBe('points');
    expect(map.count).toBe(3);
    expect(map.mode === 'points' && map.points[0]).toMatchObject({ id: '1', meterSerial: 'S-1', href: '/d/S-1' });
    expect(get.mock.calls.map(([path, options]) => [path, options.params])).toEqual([
      ['measuring_points/map/count', { company: '4', search: 'x' }],
      ['measuring_points/map', { company: '4', search: 'x' }],
    ]);
  });

  it('past the threshold, asks per view for clusters with the same filters and never for every point', async () => {
    const count = MAP_CLUSTERS.serverPoints + 1;
    const { http, get } = client(count);
    const map = await loadPointMap(http, { group: 'g' }, undefined);
    if (map.mode !== 'clusters') throw new Error('expected clusters');
    expect(map.count).toBe(count);
    expect(map.clusters.bounds).toEqual([6, 46, 8, 48]);
    const features = await map.clusters.load({ bbox: [-10, 40, 20, 55], zoom: 5 }, new AbortController().signal);
    expect(features).toEqual([
      { kind: 'cluster', id: 12, count: count - 1, lat: 47, lng: 7, bounds: [6, 46, 8, 48] },
      { kind: 'point', point: expect.objectContaining({ id: '1', name: 'Point 1' }) as unknown },
    ]);
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      'measuring_points/map/count',
      'measuring_points/map/clusters',
    ]);
    expect(get.mock.calls[1][1].params).toEqual({ group: 'g', west: -10, south: 40, east: 20, north: 55, zoom: 5 });
  });
});
