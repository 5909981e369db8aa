import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { Skeleton, WhenNearView } from '../../components/loading/index.ts';
import { useCan } from '../common/index.ts';

// Leaflet, the point index and the base layer's data load when the card comes near the view, not with the screen.
const OverviewMap = lazy(() =>
  import('./MeasuringPointsOverview.tsx').then((m) => ({ default: m.MeasuringPointsOverview })),
);

/** A small map of the user's measuring points for the dashboard; nothing without view_measuringpoint. */
export function MeasuringPointsCard() {
  const { t } = useTranslation();
  if (!useCan('view_measuringpoint')) return null;
  return (
    <Card title={t('measuringPoints.card.title')} className="mp-dashboard-card mp-points-card">
      <WhenNearView fallback={<Skeleton lines={4} />}>
        <Suspense fallback={<Skeleton lines={4} />}>
          <OverviewMap />
        </Suspense>
      </WhenNearView>
    </Card>
  );
}
