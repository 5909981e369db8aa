import { describe, expect, it } from 'vitest';
import { OSM_TILES } from '../../core/domain/constants.ts';
import { mapSettings } from './mapSettings.ts';

const API = 'https://portal.example/api/';

describe('mapSettings', () => {
  it('shows OpenStreetMap with its credit over the offline base when nothing is configured', () => {
    const { tiles, placesUrl } = mapSettings(API, {});
    expect(tiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: OSM_TILES.attribution,
      maxZoom: 19,
      offlineBase: true,
    });
    expect(tiles.attribution).toContain('https://www.openstreetmap.org/copyright');
    expect(tiles.attribution).toContain('OpenStreetMap</a> contributors');
    expect(placesUrl).toBeUndefined();
  });

  it("takes the build's tile URL template and credit, with the offline base still under it", () => {
    const env = {
      VITE_MAP_TILE_URL: 'https://api.maps.example/styles/{style}/{z}/{x}/{y}?token={accessToken}',
      VITE_MAP_TILE_ATTRIBUTION: '© Maps Example',
      VITE_MAP_GEOCODER_URL: 'https://places.example/search',
    };
    expect(mapSettings(API, env)).toEqual({
      tiles: { url: env.VITE_MAP_TILE_URL, attribution: '© Maps Example', offlineBase: true },
      placesUrl: 'https://places.example/search',
    });
  });

  it("fills a template's {style} and {accessToken} from the build", () => {
    const env = {
      VITE_MAP_TILE_URL: 'https://api.maps.example/styles/{style}/{z}/{x}/{y}?token={accessToken}',
      VITE_MAP_TILE_STYLE: 'streets-v2',
      VITE_MAP_TILE_ACCESS_TOKEN: 'pk.public',
    };
    expect(mapSettings(API, env).tiles.values).toEqual({ style: 'streets-v2', accessToken: 'pk.public' });
    // nothing of the build's goes to a template the element brings, nor to OpenStreetMap's
    expect(mapSettings(API, env, 'https://b.example/{z}/{x}/{y}.png').tiles.values).toBeUndefined();
    expect(mapSettings(API, { VITE_MAP_TILE_STYLE: 'streets-v2' }).tiles.values).toBeUndefined();
  });

  it("prefers an element's tile-url to the build's, without the build's credit", () => {
    const env = { VITE_MAP_TILE_URL: 'https://a.example/{z}/{x}/{y}.png', VITE_MAP_TILE_ATTRIBUTION: '© A' };
    expect(mapSettings(API, env, 'https://b.example/{z}/{x}/{y}.png').tiles).toEqual({
      url: 'https://b.example/{z}/{x}/{y}.png',
      attribution: undefined,
      offlineBase: true,
    });
  });

  it('draws the offline base alone when told to stay offline, from the build or the element', () => {
    expect(mapSettings(API, { VITE_MAP_TILE_URL: 'offline' }).tiles).toEqual({ offlineBase: true });
    expect(mapSettings(API, {}, ' Offline ').tiles).toEqual({ offlineBase: true });
    // an element can still ask for tiles where the build stays offline
    expect(mapSettings(API, { VITE_MAP_TILE_URL: 'offline' }, 'https://b.example/{z}/{x}/{y}.png').tiles.url).toBe(
      'https://b.example/{z}/{x}/{y}.png',
    );
  });

  it("uses the reference server's own grid tiles under the API base for `local`", () => {
    expect(mapSettings(API, { VITE_MAP_TILE_URL: 'local' }).tiles).toEqual({
      url: 'https://portal.example/api/tiles/{z}/{x}/{y}.png',
      attribution: undefined,
      offlineBase: true,
    });
    expect(mapSettings('/api', {}, 'local').tiles.url).toBe('/api/tiles/{z}/{x}/{y}.png');
  });
});
