import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serviceLabel } from '../../core/labels/codeLabels.ts';
import { usePortalServices } from '../common/index.ts';
import { subscriptionsQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';

export interface SubscriptionsCardProps {
  companyId: number;
}

/** The company's subscriptions: plan, service and, for mex, the tablet quota. */
export function SubscriptionsCard({ companyId }: SubscriptionsCardProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const subscriptions = useQuery(subscriptionsQuery(http, companyId));
  const rows = subscriptions.data ?? [];
  return (
    <DashboardCard
      title={t('dashboard.subscriptions')}
      loading={subscriptions.isPending}
      // a table's head and a company's usual few plans
      skeletonLines={6}
      failed={subscriptions.isError}
    >
      {rows.length === 0 ? (
        <p className="mp-empty">{t('dashboard.noSubscriptions')}</p>
      ) : (
        <table className="mp-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.plan')}</th>
              <th scope="col">{t('dashboard.service')}</th>
              <th scope="col">{t('dashboard.tabletQuota')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.plan_name}</td>
                <td>{serviceLabel(t, row.service)}</td>
                <td>{typeof row.spec.tablet_quota === 'number' ? row.spec.tablet_quota : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
