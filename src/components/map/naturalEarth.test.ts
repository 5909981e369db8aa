import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { naturalEarthShapes, type WorldTopology } from './naturalEarth.ts';

const world = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8'),
) as WorldTopology;

/** Ray casting over the rings of every land polygon: holes (lakes) flip it back. */
function onLand(land: ReturnType<typeof naturalEarthShapes>['land'], [lng, lat]: Position): boolean {
  let inside = false;
  for (const { geometry } of land.features) {
    const polygons =
      geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : geometry.type === 'Polygon'
          ? [geometry.coordinates]
          : [];
    for (const ring of polygons.flat()) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

describe('naturalEarthShapes', () => {
  const shapes = naturalEarthShapes(world);

  it('turns the land into polygons that hold the continents and leave out the seas', () => {
    expect(shapes.land.type).toBe('FeatureCollection');
    expect(shapes.land.features.length).toBeGreaterThan(0);
    expect(onLand(shapes.land, [14.29, 48.31])).toBe(true); // Linz
    expect(onLand(shapes.land, [18.42, -33.92])).toBe(true); // Cape Town
    expect(onLand(shapes.land, [-30, 45])).toBe(false); // the North Atlantic
    expect(onLand(shapes.land, [8, 43])).toBe(false); // the Ligurian Sea
  });

  it('draws the coastlines and, apart from them, only the borders countries share', () => {
    expect(shapes.coastlines.type).toBe('MultiLineString');
    expect(shapes.borders.type).toBe('MultiLineString');
    expect(shapes.coastlines.coordinates.length).toBeGreaterThan(100);
    expect(shapes.borders.coordinates.length).toBeGreaterThan(100);
    // Iceland has a coast and no neighbour: no border line comes near it
    const nearIceland = ([lng, lat]: Position) => lng > -25 && lng < -13 && lat > 63 && lat < 67;
    expect(shapes.coastlines.coordinates.some((line) => line.some(nearIceland))).toBe(true);
    expect(shapes.borders.coordinates.some((line) => line.some(nearIceland))).toBe(false);
    // the Austrian–German border runs near Passau
    const nearPassau = ([lng, lat]: Position) => Math.abs(lng - 13.45) < 0.3 && Math.abs(lat - 48.57) < 0.3;
    expect(shapes.borders.coordinates.some((line) => line.some(nearPassau))).toBe(true);
  });
});
