import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { L, type Map as LeafletMap } from './leaflet.ts';
import { useOfflineBase } from './useOfflineBase.ts';

export interface MapTiles {
  /** Tile URL template with {z}/{x}/{y} (and {s}, {r} or an access token as the provider needs); none: no tiles. */
  url?: string;
  attribution?: string;
  /** the highest zoom the tile service has; the map enlarges its tiles beyond it */
  maxZoom?: number;
  /** values of the template's own placeholders, such as `{style}` and `{accessToken}` */
  values?: Record<string, string | undefined>;
  /** draw the bundled Natural Earth land, coastlines and borders under the tiles (loaded on first use) */
  offlineBase?: boolean;
}

/**
 * What a tile that fails to load shows instead: nothing (a transparent pixel), so the base layer shows through
 * rather than a broken-image icon, e.g. when a machine without internet asks a tile service.
 */
const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

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

  const { url, attribution, maxZoom: tileMaxZoom, offlineBase = false, values } = tiles ?? {};
  useOfflineBase(map, offlineBase);
  const valuesKey = JSON.stringify(values ?? {});
  useEffect(() => {
    if (!map || !url) return;
    const layer = L.tileLayer(url, {
      ...(JSON.parse(valuesKey) as Record<string, string>),
      attribution,
      maxNativeZoom: tileMaxZoom,
      maxZoom: initial.maxZoom,
      errorTileUrl: EMPTY_TILE,
    }).addTo(map);
    const credits = attribution ? L.control.attribution().addTo(map) : null;
    return () => {
      layer.remove();
      credits?.remove();
    };
  }, [map, url, attribution, tileMaxZoom, valuesKey, initial.maxZoom]);

  return { map, mapRef };
}
