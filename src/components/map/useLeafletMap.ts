import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { L, type Map as LeafletMap } from './leaflet.ts';

export interface MapTiles {
  /** Tile URL template with {z}/{x}/{y} (and {s}, {r} or an access token as the provider needs). */
  url: string;
  attribution?: string;
  maxZoom?: number;
}

export interface LeafletMapOptions {
  center: { lat: number; lng: number };
  zoom: number;
  maxZoom: number;
  tiles?: MapTiles;
}

/** Creates the Leaflet map on the node the returned ref is attached to, with translated zoom buttons. */
export function useLeafletMap({ center, zoom, maxZoom, tiles }: LeafletMapOptions) {
  const { t } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);

  // Centre and zoom are read once: later changes come from the user or from fitting the points.
  const [initial] = useState({ center, zoom, maxZoom });
  const mapRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      const instance = L.map(node, {
        center: [initial.center.lat, initial.center.lng],
        zoom: initial.zoom,
        maxZoom: initial.maxZoom,
        zoomControl: false,
        attributionControl: false,
      });
      setMap(instance);
      // Leaflet only notices window resizes; full screen and container changes resize the node alone.
      const Observer = node.ownerDocument.defaultView?.ResizeObserver;
      const resizes = Observer ? new Observer(() => instance.invalidateSize()) : null;
      resizes?.observe(node);
      return () => {
        resizes?.disconnect();
        instance.remove();
        setMap(null);
      };
    },
    [initial],
  );

  useEffect(() => {
    if (!map) return;
    const control = L.control.zoom({ zoomInTitle: t('widgets.map.zoomIn'), zoomOutTitle: t('widgets.map.zoomOut') });
    control.addTo(map);
    return () => void control.remove();
  }, [map, t]);

  const { url, attribution, maxZoom: tileMaxZoom } = tiles ?? {};
  useEffect(() => {
    if (!map || !url) return;
    const layer = L.tileLayer(url, { attribution, maxZoom: tileMaxZoom ?? initial.maxZoom }).addTo(map);
    const credits = attribution ? L.control.attribution().addTo(map) : null;
    return () => {
      layer.remove();
      credits?.remove();
    };
  }, [map, url, attribution, tileMaxZoom, initial.maxZoom]);

  return { map, mapRef };
}
