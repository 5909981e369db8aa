import { useMemo } from 'react';
import type { Geocoder, MapPoint } from '../../components/map/index.ts';
import { createPointGeocoder } from './pointGeocoder.ts';
import { nominatimGeocoder } from './placeSearch.ts';

/** The map search over the loaded points, plus the deployment's place search if it has one. */
export function usePointGeocoder(points: readonly MapPoint[], placesUrl: string | undefined): Geocoder {
  return useMemo(
    () =>
      createPointGeocoder(
        () => points,
        placesUrl ? nominatimGeocoder(placesUrl, (input, init) => fetch(input, init)) : undefined,
      ),
    [points, placesUrl],
  );
}
