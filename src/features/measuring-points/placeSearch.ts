import type { Geocoder } from '../../components/map/index.ts';

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

/**
 * A place search against a Nominatim-compatible service (`{url}?q=…&format=json`), the common interface of
 * OpenStreetMap's geocoders. `fetchPlaces` is the page's fetch, passed in.
 */
export function nominatimGeocoder(url: string, fetchPlaces: typeof fetch): Geocoder {
  return async (query, signal) => {
    const target = new URL(url, 'http://relative.invalid');
    target.searchParams.set('q', query);
    target.searchParams.set('format', 'json');
    target.searchParams.set('limit', '5');
    const href = url.startsWith('http') ? target.href : `${target.pathname}${target.search}`;
    const response = await fetchPlaces(href, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`place search answered ${response.status}`);
    const places = (await response.json()) as NominatimPlace[];
    return places
      .map((place) => ({
        label: typeof place.display_name === 'string' ? place.display_name : '',
        lat: Number(place.lat),
        lng: Number(place.lon),
      }))
      .filter((place) => place.label && Number.isFinite(place.lat) && Number.isFinite(place.lng));
  };
}
