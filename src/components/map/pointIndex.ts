import Supercluster from 'supercluster';
import type { MapPoint } from './mapPoint.ts';

/** West, south, east, north in degrees. */
export type BBox = [number, number, number, number];

/** A cluster from the server carries the bounds of its points, to zoom into; supercluster's know their children. */
export type MapFeature =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number; bounds?: BBox }
  | { kind: 'point'; point: MapPoint };

export interface PointIndex {
  /** Clusters and single points inside `bbox` at a whole zoom level. */
  featuresIn(bbox: BBox, zoom: number): MapFeature[];
  /** The zoom at which a cluster splits into its children. */
  expansionZoom(clusterId: number): number;
}

/**
 * Clusters points with supercluster, which indexes 100,000 points in well under a second and answers a
 * viewport in about a millisecond, where marker-by-marker clustering takes seconds.
 */
export function createPointIndex(
  points: readonly MapPoint[],
  options: { maxZoom: number; radius?: number },
): PointIndex {
  const index = new Supercluster<{ index: number }, Record<string, never>>({
    radius: options.radius ?? 60,
    // Clusters stop one level before the map's maximum zoom, so every point is reachable.
    maxZoom: Math.max(0, options.maxZoom - 1),
  });
  index.load(
    points.map((point, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
    })),
  );
  return {
    featuresIn(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates;
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          return { kind: 'cluster', id: properties.cluster_id, lat, lng, count: properties.point_count };
        }
        return { kind: 'point', point: points[(properties as { index: number }).index] };
      });
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
