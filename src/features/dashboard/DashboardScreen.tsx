import { useTranslation } from 'react-i18next';
import { PageHeader, useCurrentUser } from '../common/index.ts';
import { MeasuringPointsCard } from '../measuring-points/MeasuringPointsCard.tsx';
import { AlertQueueCard } from './AlertQueueCard.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { InstallationsTotalCard } from './InstallationsTotalCard.tsx';
import { PendingTasksCard } from './PendingTasksCard.tsx';
import { RecentReadoutsCard } from './RecentReadoutsCard.tsx';
import { ServicesCard } from './ServicesCard.tsx';
import { SubscriptionsCard } from './SubscriptionsCard.tsx';

/** /dashboard: the active company, its services and subscriptions, its meters, open alerts, recent readouts and tasks. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const companyId = user.profile?.company_id ?? null;
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.dashboard')} subtitle={t('dashboard.welcome', { name: user.name })} />
      {companyId === null ? (
        <p className="mp-empty" role="status">
          {user.is_admin ? t('dashboard.noCompanyStaff') : t('dashboard.noCompany')}
        </p>
      ) : (
        <div className="mp-grid">
          <CompanyCard companyId={companyId} />
          <ServicesCard services={user.services} />
          <SubscriptionsCard companyId={companyId} />
          <InstallationsTotalCard />
          <AlertQueueCard />
          <RecentReadoutsCard />
          <PendingTasksCard />
          <MeasuringPointsCard />
        </div>
      )}
    </div>
  );
}
