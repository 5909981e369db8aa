import { useEffect, useRef } from 'react';
import { fitPadding } from './fitPadding.ts';
import { useTranslation } from 'react-i18next';
import { MAP_CLUSTERS } from '../../core/domain/constants.ts';
import type { ClusterSource } from './clusterSource.ts';
import { createFeatureDrawer } from './featureDrawer.ts';
import { createFeatureMarkers } from './featureMarkers.ts';
import { L, type Map as LeafletMap } from './leaflet.ts';
import type { MapPoint } from './mapPoint.ts';
import { viewportOf, worldBBox } from './mapViewport.ts';
import type { MapFeature } from './pointIndex.ts';

/**
 * Draws clusters made by the server for each view: asked for once the map rests (debounced), the previous
 * question cancelled, the last answer left on the map while the next one loads. A cluster zooms into the
 * bounds of its points when pressed.
 */
export function useServerClusterLayer(
  map: LeafletMap | null,
  load: ClusterSource | undefined,
  maxZoom: number,
  onSelect?: (point: MapPoint) => void,
  onError?: (error: unknown) => void,
) {
  const { t, i18n } = useTranslation();
  const select = useRef(onSelect);
  const failed = useRef(onError);
  useEffect(() => {
    select.current = onSelect;
    failed.current = onError;
  });

  useEffect(() => {
    if (!map || !load) return;
    const layer = L.layerGroup().addTo(map);
    const markerFor = createFeatureMarkers({
      doc: map.getContainer().ownerDocument,
      t,
      i18n,
      onCluster: (cluster) => {
        if (!cluster.bounds) return map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, maxZoom));
        const [west, south, east, north] = cluster.bounds;
        map.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { maxZoom, ...fitPadding(map) },
        );
      },
      onPoint: (point) => select.current?.(point),
    });
    // A cluster's id names its cell at one zoom; a point is itself on every zoom.
    let zoomShown = -1;
    const keyOf = (feature: MapFeature) =>
      feature.kind === 'cluster' ? `cluster:${zoomShown}:${feature.id}` : `point:${feature.point.id}`;
    const show = createFeatureDrawer(layer, markerFor, keyOf);

    let asking: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      asking?.abort();
      const controller = new AbortController();
      asking = controller;
      const { bbox, zoom } = viewportOf(map);
      load({ bbox: worldBBox(bbox), zoom }, controller.signal).then(
        (features) => {
          if (controller.signal.aborted) return;
          zoomShown = zoom;
          show(features);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) failed.current?.(error);
        },
      );
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, MAP_CLUSTERS.debounceMs);
    };
    ask();
    map.on('moveend', later);
    return () => {
      clearTimeout(timer);
      asking?.abort();
      map.off('moveend', later);
      layer.remove();
    };
  }, [map, load, maxZoom, t, i18n, i18n.language]);
}
