import { useTranslation } from 'react-i18next';
import type { ReportAlert } from '../../core/contract/reports.ts';
import { alertStateLabel } from '../../core/labels/codeLabels.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';

export interface ReportAlertsProps {
  alerts: readonly ReportAlert[];
}

/**
 * The alert episodes of the range as a list, for reading and for screen readers: the charts mark where each
 * begins, but a canvas is not read out and a marker gives neither the exact time nor the end.
 */
export function ReportAlerts({ alerts }: ReportAlertsProps) {
  const { t, i18n } = useTranslation();
  if (!alerts.length) return null;
  const when = dateFormats(i18n.language);
  return (
    <section className="mp-reports__alerts" aria-label={t('reports.alerts.title')}>
      <ul className="mp-reports__alert-list">
        {alerts.map((alert) => (
          <li
            key={`${alert.t}|${alert.state}`}
            className={alert.ended_at ? 'mp-reports__alert' : 'mp-reports__alert mp-reports__alert--open'}
          >
            <strong>{alertStateLabel(t, alert.state)}</strong>{' '}
            {alert.ended_at
              ? t('reports.alerts.between', {
                  from: when.dateTime(alert.t),
                  to: when.dateTime(alert.ended_at),
                })
              : t('reports.alerts.since', { from: when.dateTime(alert.t) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
