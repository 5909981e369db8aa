import { useCallback, useEffect, useRef } from 'react';
import { L, type LatLng, type LeafletMouseEvent, type Map as LeafletMap, type Marker } from './leaflet.ts';
import type { MapPickEvent } from './mapPoint.ts';

export interface MapPick {
  /** 'new' places a point that does not exist yet; 'edit' moves an existing one. */
  mode: MapPickEvent['mode'];
  /** Name of the point being placed, sent back with every pick. */
  name?: string;
  /** Current position of an edited point. */
  lat?: number;
  lng?: number;
}

/**
 * While picking, a click on the map (or dragging the marker) places the point and emits where it is.
 * Returns `placeAt` for positions found by the location search.
 */
export function usePickMarker(
  map: LeafletMap | null,
  pick: MapPick | undefined,
  onPick?: (event: MapPickEvent) => void,
) {
  const markerRef = useRef<Marker | null>(null);
  const latest = useRef({ pick, onPick });
  useEffect(() => {
    latest.current = { pick, onPick };
  });

  const emit = useCallback((latlng: LatLng, fallbackName = '') => {
    const { pick: current, onPick: handler } = latest.current;
    if (!current) return;
    // Leaflet lets longitudes run past ±180 when the world repeats; the server wants real coordinates.
    // Wrapping only then keeps in-range values exact (wrapping adds floating-point noise).
    const { lat, lng } = Math.abs(latlng.lng) > 180 ? latlng.wrap() : latlng;
    handler?.({ lat, lng, name: current.name || fallbackName, mode: current.mode });
  }, []);

  const placeAt = useCallback(
    (lat: number, lng: number, name?: string) => {
      if (!map || !latest.current.pick) return;
      const marker = markerRef.current;
      marker?.setLatLng([lat, lng]).addTo(map);
      emit(L.latLng(lat, lng), name);
    },
    [map, emit],
  );

  const picking = pick !== undefined;
  const { lat, lng } = pick ?? {};
  useEffect(() => {
    if (!map || !picking) return;
    const placed = lat !== undefined && lng !== undefined;
    const marker = L.marker(placed ? [lat, lng] : map.getCenter(), {
      draggable: true,
      icon: L.divIcon({ className: 'mp-map-pick', html: '', iconSize: [24, 24], iconAnchor: [12, 24] }),
    });
    if (placed) marker.addTo(map);
    markerRef.current = marker;
    const onClick = (event: LeafletMouseEvent) => {
      marker.setLatLng(event.latlng).addTo(map);
      emit(event.latlng);
    };
    marker.on('dragend', () => emit(marker.getLatLng()));
    map.on('click', onClick);
    map.getContainer().classList.add('mp-map--picking');
    return () => {
      map.off('click', onClick);
      map.getContainer().classList.remove('mp-map--picking');
      marker.remove();
      markerRef.current = null;
    };
  }, [map, picking, lat, lng, emit]);

  return placeAt;
}
