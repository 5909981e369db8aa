import { useNavigate } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import { MeterMap, type MapClusters, type MapPoint } from '../../components/map/index.ts';
import { usePortalServices } from '../common/index.ts';
import { mapSettings } from './mapSettings.ts';
import { usePointGeocoder } from './usePointGeocoder.ts';

export interface MeasuringPointsMapProps {
  points: readonly MapPoint[];
  /** the server's clusters per view, drawn instead of `points` when there are too many to load */
  clusters?: MapClusters;
  /** id of the point to bring into view */
  selected?: string;
  /** where the selected point is when `points` does not hold it (the server clusters them) */
  selectedAt?: { lat: number; lng: number };
  onSelect?: (point: MapPoint) => void;
  height?: string;
}

/**
 * The portal's map of measuring points: tiles and place search from the deployment's configuration, and the
 * popup's device links followed inside the portal's router rather than by reloading the page.
 */
export function MeasuringPointsMap({
  points,
  clusters,
  selected,
  selectedAt,
  onSelect,
  height,
}: MeasuringPointsMapProps) {
  const { http } = usePortalServices();
  const navigate = useNavigate();
  const settings = useMemo(() => mapSettings(http.config.apiBase), [http]);
  const geocode = usePointGeocoder(points, settings.placesUrl);
  const found = useMemo(() => points.find((point) => point.id === selected), [points, selected]);
  const focus = found ?? selectedAt;

  const followLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a.mp-map-popup__link');
    if (!(link instanceof HTMLAnchorElement) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ href: link.getAttribute('href') ?? '/' });
  };

  return (
    <div className="mp-points__map" onClickCapture={followLink}>
      <MeterMap
        points={points}
        clusters={clusters}
        tiles={settings.tiles}
        geocode={geocode}
        focus={focus}
        onPointSelect={onSelect}
        height={height}
      />
    </div>
  );
}
