import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { companyQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';

export interface CompanyCardProps {
  companyId: number;
}

/** The active company: name, account, kind, status and address. */
export function CompanyCard({ companyId }: CompanyCardProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const company = useQuery(companyQuery(http, companyId));
  return (
    // five facts, one or two lines each
    <DashboardCard
      title={t('dashboard.company')}
      loading={company.isPending}
      skeletonLines={7}
      failed={company.isError}
    >
      {company.data ? (
        <dl className="mp-facts">
          <dt>{t('dashboard.name')}</dt>
          <dd>{company.data.name}</dd>
          <dt>{t('dashboard.customerAccount')}</dt>
          <dd>{company.data.customer_account || '—'}</dd>
          <dt>{t('dashboard.kind')}</dt>
          <dd>
            {company.data.is_provider
              ? t('dashboard.provider')
              : company.data.is_distributor
                ? t('dashboard.distributor')
                : t('dashboard.customer')}
          </dd>
          <dt>{t('dashboard.status')}</dt>
          <dd>
            <span className={company.data.is_active ? 'mp-badge mp-badge--ok' : 'mp-badge mp-badge--muted'}>
              {company.data.is_active ? t('dashboard.active') : t('dashboard.inactive')}
            </span>
          </dd>
          <dt>{t('dashboard.address')}</dt>
          <dd>
            {[
              company.data.address,
              [company.data.zip, company.data.city].filter(Boolean).join(' '),
              company.data.country,
            ]
              .filter(Boolean)
              .join(', ') || '—'}
          </dd>
        </dl>
      ) : null}
    </DashboardCard>
  );
}
