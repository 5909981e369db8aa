import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { Can, PageHeader, useCurrentUser } from '../common/index.ts';
import { MeasuringPointsCard } from '../measuring-points/MeasuringPointsCard.tsx';
import { AlertQueueCard } from './AlertQueueCard.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { InstallationsTotalCard } from './InstallationsTotalCard.tsx';
import { LossCard } from './LossCard.tsx';
import { NearViewCard } from './NearViewCard.tsx';
import { NightFlowCard } from './NightFlowCard.tsx';
import { PendingTasksCard } from './PendingTasksCard.tsx';
import { RecentReadoutsCard } from './RecentReadoutsCard.tsx';
import { ServicesCard } from './ServicesCard.tsx';
import dashboardCss from './dashboard.css?inline';
import { SubscriptionsCard } from './SubscriptionsCard.tsx';

/** /dashboard: the active company, its services and subscriptions, its meters, open alerts, recent readouts and tasks. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useWidgetStyles('mp-dashboard', dashboardCss);
  if (!user) return null;
  const companyId = user.profile?.company_id ?? null;
  return (
    <div className="mp-page mp-dashboard">
      <PageHeader title={t('titles.dashboard')} subtitle={t('dashboard.welcome', { name: user.name })} />
      {companyId === null ? (
        <p className="mp-empty" role="status">
          {user.is_admin ? t('dashboard.noCompanyStaff') : t('dashboard.noCompany')}
        </p>
      ) : (
        <div className="mp-grid mp-dashboard__grid">
          <CompanyCard companyId={companyId} />
          <ServicesCard services={user.services} />
          <SubscriptionsCard companyId={companyId} />
          <InstallationsTotalCard />
          {/* Before the alerts: from three columns up the readouts take the 2 x 2 block beside the installations. */}
          <RecentReadoutsCard />
          <NearViewCard title={t('dashboard.alerts')}>
            <AlertQueueCard />
          </NearViewCard>
          <PendingTasksCard />
          {/* the water highlights are report data: only for those who may view reports */}
          <Can permission={PERMISSIONS.viewReport}>
            <NearViewCard title={t('dashboard.highestLoss')}>
              <LossCard />
            </NearViewCard>
            <NearViewCard title={t('dashboard.highestNightFlow')}>
              <NightFlowCard />
            </NearViewCard>
          </Can>
          <MeasuringPointsCard />
        </div>
      )}
    </div>
  );
}
