import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldUrl from 'world-atlas/countries-50m.json?url';

/** world-atlas's countries topology: the countries and the land they merge into (Natural Earth, 1:50m). */
export type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export interface NaturalEarthShapes {
  land: FeatureCollection;
  /** the outline of the land */
  coastlines: MultiLineString;
  /** only the lines two countries share: a coast is no border */
  borders: MultiLineString;
}

/** The topology as GeoJSON a map can draw. */
export function naturalEarthShapes(world: WorldTopology): NaturalEarthShapes {
  return {
    land: feature(world, world.objects.land),
    coastlines: mesh(world, world.objects.land),
    borders: mesh(world, world.objects.countries, (a, b) => a !== b),
  };
}

let loading: Promise<NaturalEarthShapes> | undefined;

/**
 * Fetches the topology once per page (every map shares it) as a file beside the scripts rather than a script:
 * it is several times the size of the map's code, and the browser caches it like any other file. A failed
 * load is forgotten, so the next map tries again.
 */
export function loadNaturalEarth(fetchFile: typeof fetch = fetch): Promise<NaturalEarthShapes> {
  loading ??= fetchFile(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${worldUrl}: ${response.status}`);
      return response.json() as Promise<WorldTopology>;
    })
    .then(naturalEarthShapes)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
