import type { Map as LeafletMap } from './leaflet.ts';
import type { BBox } from './pointIndex.ts';

/** The map's view as west, south, east, north (longitudes may pass ±180 when the world repeats) and a whole zoom. */
export function viewportOf(map: LeafletMap): { bbox: BBox; zoom: number } {
  const bounds = map.getBounds();
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: Math.round(map.getZoom()),
  };
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * A view's box within the world's degrees, as the server takes it: a view wider than the world is all of it,
 * one across the antimeridian comes out with west greater than east.
 */
export function worldBBox([west, south, east, north]: BBox): BBox {
  if (east - west >= 360) return [-180, clampLat(south), 180, clampLat(north)];
  const [w, e] = [wrap(west), wrap(east)];
  // east exactly on a world edge wraps to -180; keep it at the edge instead
  return [w, clampLat(south), e === -180 && east > west ? 180 : e, clampLat(north)];
}
