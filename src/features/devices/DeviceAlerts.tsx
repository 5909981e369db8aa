import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import { usePortalServices } from '../common/index.ts';
import { installationAlertsQuery } from './deviceQueries.ts';
import { useDeviceFormat } from './useDeviceFormat.ts';
import { alertStateLabel } from '../../core/labels/codeLabels.ts';

export interface DeviceAlertsProps {
  uuid: string;
}

/** A device's alerts, open ones first, each with its state and when it started (and ended). */
export function DeviceAlerts({ uuid }: DeviceAlertsProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useDeviceFormat();
  const alerts = useQuery(installationAlertsQuery(http, uuid));
  const sorted = [...(alerts.data ?? [])].sort((a, b) => Number(b.active) - Number(a.active));
  let body;
  if (alerts.isPending) body = <Skeleton lines={2} />;
  else if (alerts.isError)
    body = (
      <p className="mp-problem" role="alert">
        {t('devices.detail.loadFailed')}
      </p>
    );
  else if (sorted.length === 0) body = <p className="mp-empty">{t('devices.detail.noAlerts')}</p>;
  else
    body = (
      <ul className="mp-devices__alerts">
        {sorted.slice(0, 20).map((alert) => (
          <li
            key={alert.id}
            className={alert.active ? 'mp-devices__alert mp-devices__alert--active' : 'mp-devices__alert'}
          >
            <span className="mp-devices__alert-state">{alertStateLabel(t, alert.state)}</span>
            <span className="mp-devices__alert-time">
              {alert.active
                ? t('devices.detail.alertOpenSince', { time: format.dateTime(alert.started_at) })
                : t('devices.detail.alertClosed', {
                    from: format.dateTime(alert.started_at),
                    to: format.dateTime(alert.ended_at),
                  })}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="mp-devices__section">
      <h3 className="mp-devices__section-title">{t('devices.detail.alerts')}</h3>
      {body}
    </section>
  );
}
