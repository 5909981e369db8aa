import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { MeasuringPointsMap } from './MeasuringPointsMap.tsx';
import { pointMapQuery } from './measuringPointQueries.ts';
import { PORTAL_DEVICE_HREF } from './portalLinks.ts';
import { toMeterMapPoints } from './toMeterMapPoints.ts';

/** The dashboard card's body: every visible point on a small map, with the count and a way to the screen. */
export function MeasuringPointsOverview() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const rows = useQuery(pointMapQuery(http, {}));
  const points = useMemo(() => toMeterMapPoints(rows.data ?? [], PORTAL_DEVICE_HREF), [rows.data]);
  return (
    <div className="mp-points-card__body">
      {rows.isError ? (
        <p className="mp-problem" role="alert">
          {t('measuringPoints.loadFailed')}
        </p>
      ) : null}
      <MeasuringPointsMap points={points} height="260px" />
      <p>
        {rows.data ? `${t('measuringPoints.count', { count: rows.data.length })} · ` : null}
        <Link to="/measuring-points">{t('measuringPoints.card.open')}</Link>
      </p>
    </div>
  );
}
