import type { i18n as I18n, TFunction } from 'i18next';
import { L, type Marker } from './leaflet.ts';
import type { MapPoint } from './mapPoint.ts';
import { buildPointPopup } from './pointPopup.ts';
import type { MapFeature } from './pointIndex.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

type ClusterFeature = Extract<MapFeature, { kind: 'cluster' }>;

export interface FeatureMarkerOptions {
  doc: Document;
  t: TFunction;
  i18n: I18n;
  onCluster: (cluster: ClusterFeature) => void;
  onPoint: (point: MapPoint) => void;
}

function sizeClass(count: number): string {
  if (count < 10) return 'small';
  return count < 100 ? 'medium' : 'large';
}

/** The marker of a cluster or a point, the same whether the browser or the server clustered them. */
export function createFeatureMarkers({ doc, t, i18n, onCluster, onPoint }: FeatureMarkerOptions) {
  const volumeFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const popupText = {
    mpid: t('map.measuringPointId'),
    openDevice: t('map.openDevice'),
    meterSerial: t('widgets.map.meterSerial'),
    module: t('widgets.map.module'),
    volume: t('widgets.map.volume'),
    alerts: t('widgets.map.alerts'),
    formatVolume: (value: number) => t('widgets.map.volumeValue', { value: volumeFormat.format(value) }),
    moduleType: (code: string) => moduleTypeLabel(t, code),
  };

  return (feature: MapFeature): Marker => {
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
      marker.on('click', () => onCluster(feature));
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
    marker.on('click', () => onPoint(point));
    return marker;
  };
}
