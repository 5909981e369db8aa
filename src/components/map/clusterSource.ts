import type { BBox, MapFeature } from './pointIndex.ts';

/** Asks for the clusters and single points of one view (a box within the world's degrees and a whole zoom). */
export type ClusterSource = (view: { bbox: BBox; zoom: number }, signal: AbortSignal) => Promise<MapFeature[]>;

/** Points clustered elsewhere (the server): how to ask for a view, and the bounds of all points to start from. */
export interface MapClusters {
  load: ClusterSource;
  /** every point's bounds, fitted into view first; null when there are none */
  bounds: BBox | null;
}
