import type { GeocodeResult, Geocoder, MapPoint } from '../../components/map/index.ts';

const MAX_RESULTS = 10;
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "48.2082, 16.3738" (or with a semicolon or space) as a place, when both numbers are on the globe. */
export function parseCoordinates(query: string): GeocodeResult | null {
  const match = COORDINATES.exec(query);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { label: `${lat}, ${lng}`, lat, lng };
}

/** Points whose name, measuring point id, meter serial or module serial contain the query. */
export function findPoints(points: readonly MapPoint[], query: string, limit = MAX_RESULTS): GeocodeResult[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const found: GeocodeResult[] = [];
  for (const point of points) {
    const haystack = [point.name, point.mpid, point.meterSerial, point.moduleSerial].join('\u0000').toLowerCase();
    if (!haystack.includes(wanted)) continue;
    const detail = [point.mpid, point.meterSerial].filter(Boolean).join(' · ');
    found.push({ label: detail ? `${point.name} (${detail})` : point.name, lat: point.lat, lng: point.lng });
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The map's search: coordinates first, then the measuring points themselves (works offline), then the
 * configured place search if any. A failing place search leaves the local results standing.
 */
export function createPointGeocoder(points: () => readonly MapPoint[], places?: Geocoder): Geocoder {
  return async (query, signal) => {
    const coordinates = parseCoordinates(query);
    if (coordinates) return [coordinates];
    const local = findPoints(points(), query);
    if (!places || local.length >= MAX_RESULTS) return local;
    try {
      return [...local, ...(await places(query, signal))].slice(0, MAX_RESULTS);
    } catch (error) {
      if (signal.aborted || local.length === 0) throw error;
      return local;
    }
  };
}
