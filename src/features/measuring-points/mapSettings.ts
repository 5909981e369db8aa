import type { MapTiles } from '../../components/map/index.ts';
import { tileEndpoints } from '../../core/contract/tileEndpoints.ts';
import { MAP_TILE_KEYWORDS, OSM_TILES } from '../../core/domain/constants.ts';

export interface MapEnv {
  VITE_MAP_TILE_URL?: string;
  VITE_MAP_TILE_ATTRIBUTION?: string;
  /** the values of a template's `{style}` and `{accessToken}` */
  VITE_MAP_TILE_STYLE?: string;
  VITE_MAP_TILE_ACCESS_TOKEN?: string;
  VITE_MAP_GEOCODER_URL?: string;
}

export interface MapSettings {
  tiles: MapTiles;
  /** a Nominatim-compatible place search, if the deployment has one */
  placesUrl?: string;
}

/** The build's map configuration; unset values fall back to OpenStreetMap's tiles. */
export const mapEnv: MapEnv = {
  VITE_MAP_TILE_URL: import.meta.env.VITE_MAP_TILE_URL as string | undefined,
  VITE_MAP_TILE_ATTRIBUTION: import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined,
  VITE_MAP_TILE_STYLE: import.meta.env.VITE_MAP_TILE_STYLE as string | undefined,
  VITE_MAP_TILE_ACCESS_TOKEN: import.meta.env.VITE_MAP_TILE_ACCESS_TOKEN as string | undefined,
  VITE_MAP_GEOCODER_URL: import.meta.env.VITE_MAP_GEOCODER_URL as string | undefined,
};

/** The reference server's own tiles under the API base, `…/tiles/{z}/{x}/{y}.png` (no internet needed). */
export function localTileUrl(apiBase: string): string {
  const template = tileEndpoints.tile.spec.path.replace(/:(\w+)/g, '{$1}');
  return `${apiBase.replace(/\/*$/, '/')}${template}.png`;
}

/**
 * The tile layer a setting asks for: none (OpenStreetMap), `local` (the reference server's grid), `offline`
 * (no tiles) or a URL template. The bundled base layer lies under every one of them.
 */
function tilesFor(setting: string, apiBase: string, attribution: string | undefined): MapTiles {
  const offlineBase = true;
  switch (setting.toLowerCase()) {
    case '':
      return { ...OSM_TILES, offlineBase };
    case MAP_TILE_KEYWORDS.offline:
      return { offlineBase };
    case MAP_TILE_KEYWORDS.local:
      return { url: localTileUrl(apiBase), attribution, offlineBase };
    default:
      return { url: setting, attribution, offlineBase };
  }
}

/**
 * Tiles and place search for a map: an explicit tile setting (an element's `tile-url`, whose own `{style}` or
 * token are written into it) first, then the build's VITE_MAP_TILE_URL (with its attribution, style and access
 * token), then OpenStreetMap's tiles.
 */
export function mapSettings(apiBase: string, env: MapEnv = mapEnv, tileUrl?: string): MapSettings {
  const setting = (tileUrl || env.VITE_MAP_TILE_URL || '').trim();
  const attribution = tileUrl ? undefined : env.VITE_MAP_TILE_ATTRIBUTION || undefined;
  const tiles = tilesFor(setting, apiBase, attribution);
  const { VITE_MAP_TILE_STYLE: style, VITE_MAP_TILE_ACCESS_TOKEN: accessToken } = env;
  const buildTemplate = !tileUrl && tiles.url === setting;
  if (buildTemplate && (style || accessToken)) tiles.values = { style, accessToken };
  return { tiles, placesUrl: env.VITE_MAP_GEOCODER_URL || undefined };
}
