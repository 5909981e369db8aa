import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { MAP } from '../../core/domain/constants.ts';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import type { MapClusters } from './clusterSource.ts';
import mapCss from './map.css?inline';
import type { MapPickEvent, MapPoint } from './mapPoint.ts';
import { MapSearch, type Geocoder } from './MapSearch.tsx';
import { useClusterLayer } from './useClusterLayer.ts';
import { useServerClusterLayer } from './useServerClusterLayer.ts';
import { useFitPoints } from './useFitPoints.ts';
import { useFullscreen } from './useFullscreen.ts';
import { useLeafletMap, type MapTiles } from './useLeafletMap.ts';
import { usePickMarker, type MapPick } from './usePickMarker.ts';
import { usePopupClearance } from './usePopupClearance.ts';

const noPoints: readonly MapPoint[] = [];
const canvasStyle = { position: 'absolute', inset: 0 } as const;
/** Close enough to tell neighbouring houses apart. */
const FOCUS_ZOOM = 16;

export interface MeterMapProps {
  points: readonly MapPoint[];
  /** Given, the map draws the clusters this asks for per view instead of clustering `points` itself. */
  clusters?: MapClusters;
  /** Called when the clusters of a view could not be loaded. */
  onClustersError?: (error: unknown) => void;
  /** Tiles and base layer from the deployment's configuration (mapSettings); without them, points on a blank ground. */
  tiles?: MapTiles;
  /** Location search; hidden when no geocoder is configured. */
  geocode?: Geocoder;
  /** Set to let the user place a new point or move an existing one. */
  pick?: MapPick;
  onPick?: (event: MapPickEvent) => void;
  /** Called when the user clicks a point's marker. */
  onPointSelect?: (point: MapPoint) => void;
  /** Where the map starts; given, it is kept rather than fitted to the points. */
  view?: { lat: number; lng: number; zoom: number };
  /** A position to bring into view (a point chosen elsewhere, such as in a list). */
  focus?: { lat: number; lng: number };
  /** CSS height of the map; it fills its container's width. */
  height?: string;
}

/** The measuring-point map: clustered markers, location search, full screen and point picking. */
export function MeterMap({
  points,
  clusters,
  onClustersError,
  tiles,
  geocode,
  pick,
  onPick,
  onPointSelect,
  view,
  focus,
  height = '480px',
}: MeterMapProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-leaflet', leafletCss);
  useWidgetStyles('mp-map', mapCss);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const { map, mapRef } = useLeafletMap({
    center: view ?? MAP.center,
    zoom: view?.zoom ?? MAP.zoom,
    maxZoom: MAP.maxZoom,
    tiles,
  });
  const { isFullscreen, pseudo, toggle } = useFullscreen(frame);

  usePopupClearance(map, frame);
  const placeAt = usePickMarker(map, pick, onPick);
  const { lat: pickLat, lng: pickLng } = pick ?? {};
  const keepView = view !== undefined;
  const bounds = clusters?.bounds;
  const fitTo = useMemo(() => {
    if (pickLat !== undefined && pickLng !== undefined) return [{ lat: pickLat, lng: pickLng }];
    if (keepView) return [];
    if (bounds === undefined) return points;
    return bounds
      ? [
          { lat: bounds[1], lng: bounds[0] },
          { lat: bounds[3], lng: bounds[2] },
        ]
      : [];
  }, [pickLat, pickLng, points, keepView, bounds]);
  // Fitted before the layers draw: the server is asked for the fitted view, not the starting one.
  useFitPoints(map, fitTo, MAP.singlePointZoom);
  useClusterLayer(map, clusters ? noPoints : points, MAP.maxZoom, onPointSelect);
  useServerClusterLayer(map, clusters?.load, MAP.maxZoom, onPointSelect, onClustersError);
  const { lat: focusLat, lng: focusLng } = focus ?? {};
  useEffect(() => {
    // Runs after a refit too (fitTo), so the focused position stays in view when the points reload.
    if (map && focusLat !== undefined && focusLng !== undefined)
      map.setView([focusLat, focusLng], Math.max(map.getZoom(), FOCUS_ZOOM), { animate: false });
  }, [map, focusLat, focusLng, fitTo]);

  return (
    <div
      ref={setFrame}
      className={pseudo ? 'mp-map mp-map--pseudo-fullscreen' : 'mp-map'}
      role="region"
      aria-label={t('widgets.map.label')}
      style={{ height: isFullscreen ? undefined : height }}
    >
      {/* Positioned inline: Leaflet is created before the map's style sheet is adopted, and would otherwise
          pin `position: relative` on a canvas it sees as static, leaving it zero pixels high. */}
      <div ref={mapRef} className="mp-map__canvas" style={canvasStyle} data-mp-map-canvas="" />
      <div className="mp-map__toolbar">
        {geocode ? (
          <MapSearch
            geocode={geocode}
            onChoose={(result) => {
              map?.setView([result.lat, result.lng], MAP.singlePointZoom);
              placeAt(result.lat, result.lng, result.label);
            }}
          />
        ) : null}
        <button
          type="button"
          className="mp-button mp-map__fullscreen"
          aria-pressed={isFullscreen}
          aria-label={isFullscreen ? t('widgets.map.fullscreenExit') : t('widgets.map.fullscreenEnter')}
          onClick={() => void toggle()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              d={isFullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
            />
          </svg>
        </button>
      </div>
      {pick ? <p className="mp-map__hint">{t('widgets.map.pickHint')}</p> : null}
    </div>
  );
}
