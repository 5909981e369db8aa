import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { visibleServices } from './visibleServices.ts';

export interface ServicesCardProps {
  services: readonly string[];
}

/** The services of the active company; sonico and mex only while their feature flag is on. */
export function ServicesCard({ services }: ServicesCardProps) {
  const { t } = useTranslation();
  const { features } = usePortalServices();
  const shown = visibleServices(services, features);
  return (
    <DashboardCard title={t('dashboard.services')}>
      {shown.length === 0 ? (
        <p className="mp-empty">{t('dashboard.noServices')}</p>
      ) : (
        <ul className="mp-service-list">
          {shown.map((service) => (
            <li key={service}>
              <span className="mp-badge">{t(`dashboard.serviceNames.${service}`)}</span>
              <span className="mp-service-list__text">{t(`dashboard.serviceDescriptions.${service}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
