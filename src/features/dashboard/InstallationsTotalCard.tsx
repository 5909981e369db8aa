import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { useDashboardFormat } from './dashboardFormat.ts';
import { installationTotalQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';

/** How many installations the user can see, and how many of them have open alerts. */
export function InstallationsTotalCard() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useDashboardFormat();
  const total = useQuery(installationTotalQuery(http));
  return (
    <DashboardCard title={t('dashboard.installations')} loading={total.isPending} failed={total.isError}>
      {total.data ? (
        total.data.total === 0 ? (
          <p className="mp-empty">{t('dashboard.noInstallations')}</p>
        ) : (
          <dl className="mp-facts">
            <dt>{t('dashboard.installationsTotal')}</dt>
            <dd data-testid="installations-total">
              <Link to="/devices">{format.number(total.data.total)}</Link>
            </dd>
            <dt>{t('dashboard.installationsWithAlerts')}</dt>
            <dd data-testid="installations-with-alerts">{format.number(total.data.with_alerts)}</dd>
          </dl>
        )
      ) : null}
    </DashboardCard>
  );
}
