import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { Skeleton } from '../../components/loading/index.ts';
import { useCan } from '../common/index.ts';

// Leaflet and the point index load with the card, not with the screen that shows it.
const OverviewMap = lazy(() =>
  import('./MeasuringPointsOverview.tsx').then((m) => ({ default: m.MeasuringPointsOverview })),
);

/** A small map of the user's measuring points for the dashboard; nothing without view_measuringpoint. */
export function MeasuringPointsCard() {
  const { t } = useTranslation();
  if (!useCan('view_measuringpoint')) return null;
  return (
    <Card title={t('measuringPoints.card.title')} className="mp-dashboard-card mp-points-card">
      <Suspense fallback={<Skeleton lines={4} />}>
        <OverviewMap />
      </Suspense>
    </Card>
  );
}
