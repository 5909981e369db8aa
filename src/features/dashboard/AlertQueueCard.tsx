import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAlertState } from '../../core/domain/alertStates.ts';
import { usePortalServices } from '../common/index.ts';
import { useDashboardFormat } from './dashboardFormat.ts';
import { alertCountsQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { alertStateLabel } from '../../core/labels/codeLabels.ts';

/**
 * Open alerts as a work queue: one row per state that has any, each one click from the device list filtered
 * to that state. The counts of every state come in one call.
 */
export function AlertQueueCard() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useDashboardFormat();
  const counts = useQuery(alertCountsQuery(http));
  // a state this client does not know (a newer server's) has no label nor filter here
  const rows = (counts.data ?? []).flatMap(({ state, count }) =>
    isAlertState(state) && count > 0 ? [{ state, count }] : [],
  );
  return (
    <DashboardCard title={t('dashboard.alerts')} loading={counts.isPending} failed={counts.isError}>
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
