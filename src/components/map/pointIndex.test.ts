import { describe, expect, it } from 'vitest';
import type { MapPoint } from './mapPoint.ts';
import { createPointIndex } from './pointIndex.ts';

const point = (id: string, lat: number, lng: number): MapPoint => ({ id, name: id, lat, lng });
const world: [number, number, number, number] = [-180, -85, 180, 85];

describe('createPointIndex', () => {
  const points = [
    point('a', 46.5, 6.6),
    point('b', 46.5001, 6.6001),
    point('c', 46.5002, 6.6),
    point('far', -33.9, 18.4),
  ];

  it('clusters nearby points when zoomed out and keeps lone points as points', () => {
    const features = createPointIndex(points, { maxZoom: 20 }).featuresIn(world, 3);
    const cluster = features.find((feature) => feature.kind === 'cluster');
    const single = features.find((feature) => feature.kind === 'point');
    expect(features).toHaveLength(2);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(single).toEqual({ kind: 'point', point: points[3] });
  });

  it('splits a cluster at its expansion zoom, and shows every point at the maximum zoom', () => {
    const index = createPointIndex(points, { maxZoom: 20 });
    const cluster = index.featuresIn(world, 3).find((feature) => feature.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = index.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(3);
    expect(index.featuresIn(world, zoom).length).toBeGreaterThan(2);
    expect(index.featuresIn(world, 20).every((feature) => feature.kind === 'point')).toBe(true);
  });

  it('answers only for the viewport', () => {
    const europe: [number, number, number, number] = [-10, 35, 30, 60];
    const features = createPointIndex(points, { maxZoom: 20 }).featuresIn(europe, 19);
    expect(features.map((feature) => (feature.kind === 'point' ? feature.point.id : 'cluster')).sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('indexes 100,000 points fast enough to redraw on every move', () => {
    const many = Array.from({ length: 100_000 }, (_, i) =>
      point(String(i), 45 + (i % 400) / 100, 5 + Math.floor(i / 400) / 50),
    );
    const started = performance.now();
    const index = createPointIndex(many, { maxZoom: 20 });
    const features = index.featuresIn(world, 5);
    expect(performance.now() - started).toBeLessThan(5_000);
    const total = features.reduce((sum, feature) => sum + (feature.kind === 'cluster' ? feature.count : 1), 0);
    expect(total).toBe(100_000);
  });
});
