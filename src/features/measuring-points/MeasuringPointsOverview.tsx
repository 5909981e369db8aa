import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MapPoint } from '../../components/map/index.ts';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { MeasuringPointsMap } from './MeasuringPointsMap.tsx';
import { pointMapQuery } from './measuringPointQueries.ts';

const noPoints: readonly MapPoint[] = [];

/** The dashboard card's body: every visible point on a small map, with the count and a way to the screen. */
export function MeasuringPointsOverview() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const rows = useQuery(pointMapQuery(http, {}));
  const points = rows.data?.mode === 'points' ? rows.data.points : noPoints;
  const clusters = rows.data?.mode === 'clusters' ? rows.data.clusters : undefined;
  return (
    <div className="mp-points-card__body">
      {rows.isError ? (
        <p className="mp-problem" role="alert">
          {t('measuringPoints.loadFailed')}
        </p>
      ) : null}
      <MeasuringPointsMap points={points} clusters={clusters} height="260px" />
      <p>
        {rows.data ? `${t('measuringPoints.count', { count: rows.data.count })} · ` : null}
        <Link to="/measuring-points">{t('measuringPoints.card.open')}</Link>
      </p>
    </div>
  );
}
