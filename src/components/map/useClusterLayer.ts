import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createFeatureDrawer } from './featureDrawer.ts';
import { createFeatureMarkers } from './featureMarkers.ts';
import { L, type Map as LeafletMap } from './leaflet.ts';
import type { MapPoint } from './mapPoint.ts';
import { viewportOf } from './mapViewport.ts';
import { createPointIndex, type MapFeature } from './pointIndex.ts';
import { useTranslatedPopups } from './useTranslatedPopups.ts';

/**
 * Draws the points as clusters and markers for the current viewport, redrawn after every move. Only what
 * is visible is on the map, so 100,000 points cost no more than a few hundred markers.
 */
export function useClusterLayer(
  map: LeafletMap | null,
  points: readonly MapPoint[],
  maxZoom: number,
  onSelect?: (point: MapPoint) => void,
) {
  const { t, i18n } = useTranslation();
  const index = useMemo(() => createPointIndex(points, { maxZoom }), [points, maxZoom]);
  // Read at click time, so a new handler does not redraw every marker.
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  useTranslatedPopups(map);

  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const markerFor = createFeatureMarkers({
      doc: map.getContainer().ownerDocument,
      t,
      i18n,
      onCluster: (cluster) =>
        map.setView([cluster.lat, cluster.lng], Math.min(index.expansionZoom(cluster.id), maxZoom)),
      onPoint: (point) => select.current?.(point),
    });
    const keyOf = (feature: MapFeature) => (feature.kind === 'cluster' ? `cluster:${feature.id}` : feature.point);
    const show = createFeatureDrawer(layer, markerFor, keyOf);
    const redraw = () => {
      const { bbox, zoom } = viewportOf(map);
      show(index.featuresIn(bbox, zoom));
    };
    redraw();
    map.on('moveend', redraw);
    return () => {
      map.off('moveend', redraw);
      layer.remove();
    };
  }, [map, index, maxZoom, t, i18n, i18n.language]);
}
