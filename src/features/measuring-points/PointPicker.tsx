import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MeterMap, type MapPickEvent, type MapPoint } from '../../components/map/index.ts';
import { usePortalServices } from '../common/index.ts';
import { mapSettings } from './mapSettings.ts';
import { usePointGeocoder } from './usePointGeocoder.ts';

export interface PointPickerProps {
  mode: MapPickEvent['mode'];
  name: string;
  lat: number | null;
  lng: number | null;
  /** the other points, for orientation */
  points: readonly MapPoint[];
  errors?: readonly string[];
  onPick: (event: MapPickEvent) => void;
}

/** The form's map: click, drag or search to place the point; until then 'Please choose a point on the map'. */
export function PointPicker({ mode, name, lat, lng, points, errors = [], onPick }: PointPickerProps) {
  const { t, i18n } = useTranslation();
  const { http } = usePortalServices();
  const settings = useMemo(() => mapSettings(http.config.apiBase), [http]);
  const geocode = usePointGeocoder(points, settings.placesUrl);
  // The map starts at the stored position; later picks move the marker themselves, without refitting.
  const [start] = useState({ lat, lng });
  const pick = useMemo(
    () => ({ mode, name, lat: start.lat ?? undefined, lng: start.lng ?? undefined }),
    [mode, name, start],
  );
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 5, maximumFractionDigits: 6 });
  let status: ReactNode;
  if (errors.length)
    status = (
      <p className="mp-field__error mp-points__position" role="alert" id="mp-point-position">
        {errors.join(' ')}
      </p>
    );
  else if (lat === null || lng === null)
    status = (
      <p className="mp-points__position" role="status" id="mp-point-position">
        {t('measuringPoints.form.choosePoint')}
      </p>
    );
  else
    status = (
      <p className="mp-points__position" role="status" id="mp-point-position">
        {t('measuringPoints.form.position', { latitude: format.format(lat), longitude: format.format(lng) })}
      </p>
    );

  return (
    <div className="mp-points__picker">
      <MeterMap points={points} tiles={settings.tiles} geocode={geocode} pick={pick} onPick={onPick} height="320px" />
      {status}
    </div>
  );
}
