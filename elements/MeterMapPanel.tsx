import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MeterMap, type MapPickEvent, type MapPoint } from '../src/components/map/index.ts';
import { useWidgetStyles } from '../src/components/root/useWidgetStyles.ts';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import type { MapSettings } from '../src/features/measuring-points/mapSettings.ts';
import { createPointGeocoder } from '../src/features/measuring-points/pointGeocoder.ts';
import type { MeterMapAttributes } from './MeterMapAttributes.ts';
import panelCss from './meterMap.css?inline';
import { useMeterMapPoints } from './meterMapPoints.ts';

export interface MeterMapPanelProps extends MeterMapAttributes {
  /** null until the client code has loaded */
  http: HttpClient | null;
  settings: MapSettings;
  host: Element | null;
}

const finite = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Sends a map event out of the shadow root, as partners' pages listen for it on the element. */
function emit(host: Element | null, type: 'point-pick' | 'point-select', detail: MapPickEvent & { serial?: string }) {
  host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** The element's map: its points, its events and a spoken count (or why there are none). */
export function MeterMapPanel({
  http,
  settings,
  host,
  company,
  group,
  mode,
  lat,
  lng,
  zoom,
  deviceUrl,
}: MeterMapPanelProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-meter-map', panelCss);
  const load = useMeterMapPoints(http, { company, group }, deviceUrl);
  // a view whose clusters could not be loaded: said like a failed load, for the clusters that answered it
  const [failedClusters, setFailedClusters] = useState<unknown>(null);
  const clustersFailed = load.clusters !== undefined && failedClusters === load.clusters;
  const picking = mode === 'pick';
  const placed = finite(lat) && finite(lng);
  const pick = useMemo(
    () => (picking ? { mode: placed ? ('edit' as const) : ('new' as const), lat, lng } : undefined),
    [picking, placed, lat, lng],
  );
  const view = useMemo(() => {
    if (placed) return { lat, lng, zoom: finite(zoom) ? zoom : 7 };
    return finite(zoom) ? { lat: 46.5, lng: 25.7, zoom } : undefined;
  }, [placed, lat, lng, zoom]);
  const geocode = useMemo(() => createPointGeocoder(() => load.points), [load.points]);
  const select = (point: MapPoint) =>
    emit(host, 'point-select', {
      lat: point.lat,
      lng: point.lng,
      name: point.name,
      mode: 'edit',
      // the meter at the point, for a partner page that shows its chart
      serial: point.meterSerial,
    });

  let status = '';
  if (load.status === 'ready') status = t(load.count ? 'map.count' : 'map.nothing', { count: load.count });
  if (load.status === 'failed' || clustersFailed) status = t('map.loadFailed');
  if (load.status === 'originRefused') status = t('map.originRefused');
  if (load.status === 'keyInvalid') status = t('map.keyInvalid');
  if (load.status === 'signedOut' && !picking) status = t('elementStates.signIn.map');
  // shown over the map, not only read out: the visitor sees why it is empty
  const shown = clustersFailed || (load.status !== 'loading' && (load.status !== 'ready' || load.count === 0));
  return (
    <div className="mp-meter-map" aria-busy={load.status === 'loading' || undefined}>
      <MeterMap
        points={load.points}
        clusters={load.clusters}
        onClustersError={() => setFailedClusters(load.clusters)}
        tiles={settings.tiles}
        geocode={geocode}
        pick={pick}
        view={view}
        onPick={(event) => emit(host, 'point-pick', event)}
        onPointSelect={select}
        height="var(--mp-map-height, 420px)"
      />
      <p className={shown ? 'mp-meter-map__status' : 'mp-visually-hidden'} role="status">
        {status}
      </p>
    </div>
  );
}
