import { useTranslation } from 'react-i18next';
import type { ReportAlert } from '../../core/contract/reports.ts';
import type { ResolvedRange } from './reportRange.ts';
import { alertStateLabel } from './reportTexts.ts';

export interface ReportAlertsProps {
  alerts: readonly ReportAlert[];
  range: ResolvedRange;
}

/** Where in the range each alert episode lies, as a share of the width (an episode may start before it). */
function span(alert: ReportAlert, range: ResolvedRange): { left: number; width: number } {
  const start = range.after.getTime();
  const length = range.before.getTime() - start;
  const share = (time: number) => Math.min(1, Math.max(0, (time - start) / length));
  const from = share(Date.parse(alert.t));
  const to = share(alert.ended_at ? Date.parse(alert.ended_at) : range.before.getTime());
  return { left: from * 100, width: Math.max(0.6, (to - from) * 100) };
}

/** Alert markers on the charts' time axis, and the same episodes as a list for reading and screen readers. */
export function ReportAlerts({ alerts, range }: ReportAlertsProps) {
  const { t, i18n } = useTranslation();
  if (!alerts.length) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const stateOf = (state: string) => alertStateLabel(t, state);
  return (
    <section className="mp-reports__alerts" aria-label={t('reports.alerts.title')}>
      <div className="mp-reports__alert-track" aria-hidden="true" data-alert-track="">
        {alerts.map((alert) => {
          const { left, width } = span(alert, range);
          return (
            <span
              key={`${alert.t}|${alert.state}`}
              className={alert.ended_at ? 'mp-reports__alert' : 'mp-reports__alert mp-reports__alert--open'}
              style={{ left: `${left}%`, width: `${width}%` }}
              title={`${stateOf(alert.state)} · ${when.format(new Date(alert.t))}`}
            />
          );
        })}
      </div>
      <ul className="mp-reports__alert-list">
        {alerts.map((alert) => (
          <li key={`${alert.t}|${alert.state}`}>
            <strong>{stateOf(alert.state)}</strong>{' '}
            {alert.ended_at
              ? t('reports.alerts.between', {
                  from: when.format(new Date(alert.t)),
                  to: when.format(new Date(alert.ended_at)),
                })
              : t('reports.alerts.since', { from: when.format(new Date(alert.t)) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
