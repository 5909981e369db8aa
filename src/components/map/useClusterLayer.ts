import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { L, type Map as LeafletMap } from './leaflet.ts';
import type { MapPoint } from './mapPoint.ts';
import { buildPointPopup } from './pointPopup.ts';
import { createPointIndex, type MapFeature } from './pointIndex.ts';

function sizeClass(count: number): string {
  if (count < 10) return 'small';
  return count < 100 ? 'medium' : 'large';
}

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

  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const doc = map.getContainer().ownerDocument;
    const volumeFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
    const popupText = {
      mpid: t('map.measuringPointId'),
      openDevice: t('map.openDevice'),
      meterSerial: t('widgets.map.meterSerial'),
      module: t('widgets.map.module'),
      volume: t('widgets.map.volume'),
      alerts: t('widgets.map.alerts'),
      formatVolume: (value: number) => t('widgets.map.volumeValue', { value: volumeFormat.format(value) }),
    };

    const markerFor = (feature: MapFeature) => {
      if (feature.kind === 'cluster') {
        const label = t('widgets.map.cluster', { count: feature.count });
        const marker = L.marker([feature.lat, feature.lng], {
          icon: L.divIcon({
            className: `mp-map-cluster mp-map-cluster--${sizeClass(feature.count)}`,
            html: '',
            iconSize: [36, 36],
          }),
          title: label,
        });
        marker.on('add', () => {
          const element = marker.getElement();
          element?.setAttribute('aria-label', label);
          if (element) element.textContent = String(feature.count);
        });
        marker.on('click', () =>
          map.setView([feature.lat, feature.lng], Math.min(index.expansionZoom(feature.id), maxZoom)),
        );
        return marker;
      }
      const { point } = feature;
      const alerting = (point.alertCount ?? 0) > 0;
      const marker = L.marker([point.lat, point.lng], {
        icon: L.divIcon({
          className: alerting ? 'mp-map-point mp-map-point--alert' : 'mp-map-point',
          html: '',
          iconSize: [18, 18],
        }),
        title: point.name,
      });
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', point.name));
      // Panned by usePopupClearance, which also keeps the popup clear of the search box.
      marker.bindPopup(() => buildPointPopup(doc, point, popupText), { autoPan: false });
      marker.on('click', () => select.current?.(point));
      return marker;
    };

    // Markers on the map by feature: a redraw only adds what came into view and removes what left it, so a
    // pan costs the markers that changed rather than rebuilding every marker in view.
    const shown = new Map<string | MapPoint, L.Marker>();
    const keyOf = (feature: MapFeature) => (feature.kind === 'cluster' ? `cluster:${feature.id}` : feature.point);
    const redraw = () => {
      const bounds = map.getBounds();
      const bbox: [number, number, number, number] = [
        bounds.getWest(),
        bounds.getSouth(),
        bounds.getEast(),
        bounds.getNorth(),
      ];
      const features = index.featuresIn(bbox, map.getZoom());
      const wanted = new Set(features.map(keyOf));
      for (const [key, marker] of shown)
        if (!wanted.has(key)) {
          layer.removeLayer(marker);
          shown.delete(key);
        }
      for (const feature of features) {
        const key = keyOf(feature);
        if (shown.has(key)) continue;
        const marker = markerFor(feature);
        shown.set(key, marker);
        layer.addLayer(marker);
      }
    };
    // Leaflet's popup close button carries a fixed English label.
    const translatePopup = (event: L.PopupEvent) =>
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('widgets.close'));

    redraw();
    map.on('moveend', redraw);
    map.on('popupopen', translatePopup);
    return () => {
      map.off('moveend', redraw);
      map.off('popupopen', translatePopup);
      layer.remove();
    };
  }, [map, index, maxZoom, t, i18n.language]);
}
