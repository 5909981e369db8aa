import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ALERT_STATES } from '../../core/domain/alertStates.ts';
import { usePortalServices } from '../common/index.ts';
import { useDashboardFormat } from './dashboardFormat.ts';
import { alertCountQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { alertStateLabel } from '../../core/labels/codeLabels.ts';

/**
 * Open alerts as a work queue: one row per state that has any, each one click from the device list filtered
 * to that state. The counts come from one call per state, all in parallel.
 */
export function AlertQueueCard() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useDashboardFormat();
  const counts = useQueries({ queries: ALERT_STATES.map((state) => alertCountQuery(http, state)) });
  const loading = counts.some((query) => query.isPending);
  const failed = counts.some((query) => query.isError);
  const rows = ALERT_STATES.map((state, index) => ({ state, count: counts[index].data ?? 0 })).filter(
    (row) => row.count > 0,
  );
  return (
    <DashboardCard title={t('dashboard.alerts')} loading={loading} failed={failed}>
      {rows.length === 0 ? (
        <p className="mp-empty">{t('dashboard.noAlerts')}</p>
      ) : (
        <ul className="mp-alert-queue" aria-label={t('dashboard.alertQueue')}>
          {rows.map(({ state, count }) => (
            <li key={state} data-testid={`alert-${state}`}>
              <Link to="/devices" search={{ alert: state }}>
                {/* Names shared with the device list's alert filter, so both screens call a state the same. */}
                <span>{alertStateLabel(t, state)}</span>{' '}
                <span className="mp-badge mp-badge--alert">{format.number(count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
