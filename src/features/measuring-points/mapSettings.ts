import type { MapTiles } from '../../components/map/index.ts';
import { tileEndpoints } from '../../core/contract/tileEndpoints.ts';

export interface MapEnv {
  VITE_MAP_TILE_URL?: string;
  VITE_MAP_TILE_ATTRIBUTION?: string;
  VITE_MAP_GEOCODER_URL?: string;
}

export interface MapSettings {
  tiles: MapTiles;
  /** a Nominatim-compatible place search, if the deployment has one */
  placesUrl?: string;
}

/** The build's map configuration; unset values fall back to the reference server's own tiles. */
export const mapEnv: MapEnv = {
  VITE_MAP_TILE_URL: import.meta.env.VITE_MAP_TILE_URL as string | undefined,
  VITE_MAP_TILE_ATTRIBUTION: import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined,
  VITE_MAP_GEOCODER_URL: import.meta.env.VITE_MAP_GEOCODER_URL as string | undefined,
};

/** The reference server's own tiles under the API base, `…/tiles/{z}/{x}/{y}.png` (no internet needed). */
export function localTileUrl(apiBase: string): string {
  const template = tileEndpoints.tile.spec.path.replace(/:(\w+)/g, '{$1}');
  return `${apiBase.replace(/\/*$/, '/')}${template}.png`;
}

/**
 * Tiles and place search for a map: an explicit tile URL template (an element's `tile-url`) first, then the
 * build's VITE_MAP_TILE_URL, then the reference server's local tiles.
 */
export function mapSettings(apiBase: string, env: MapEnv = mapEnv, tileUrl?: string): MapSettings {
  const url = tileUrl || env.VITE_MAP_TILE_URL || localTileUrl(apiBase);
  const attribution = tileUrl ? undefined : env.VITE_MAP_TILE_ATTRIBUTION || undefined;
  return { tiles: { url, attribution }, placesUrl: env.VITE_MAP_GEOCODER_URL || undefined };
}
