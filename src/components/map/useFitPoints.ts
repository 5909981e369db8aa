import { useEffect } from 'react';
import { fitPadding } from './fitPadding.ts';
import { L, type Map as LeafletMap } from './leaflet.ts';

/**
 * Shows all given positions: one at the single-point zoom, several fitted into view, none leaves the map.
 * Without animation: a map removed during Leaflet's zoom animation throws from its transition-end timer.
 */
export function useFitPoints(
  map: LeafletMap | null,
  positions: readonly { lat: number; lng: number }[],
  singlePointZoom: number,
) {
  useEffect(() => {
    if (!map || !positions.length) return;
    if (positions.length === 1) {
      map.setView([positions[0].lat, positions[0].lng], singlePointZoom, { animate: false });
      return;
    }
    const bounds = L.latLngBounds(positions.map((position) => [position.lat, position.lng] as [number, number]));
    map.fitBounds(bounds, { ...fitPadding(map), animate: false });
  }, [map, positions, singlePointZoom]);
}
