import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { ReportAlerts } from './ReportAlerts.tsx';
import { ReportChartPanel } from './ReportChartPanel.tsx';
import { ReportCompleteness } from './ReportCompleteness.tsx';
import reportsCss from './reports.css?inline';
import { useReportData, type ReportDataRequest } from './useReportData.ts';

export interface ReportChartsProps extends ReportDataRequest {
  http: HttpClient;
  /** the meter's serial number (a group's name), named in each chart's accessible label */
  meterLabel: string;
}

/** One chart per shown series of a meter (or a device group's sums), with loading, empty and error states and the alerts as a list. */
export function ReportCharts({ http, meterLabel, ...request }: ReportChartsProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-reports', reportsCss);
  const { results, alerts, pending, failed, fetching } = useReportData(http, request);

  if (!request.series.length) return <p className="mp-reports__note">{t('reports.noCharts')}</p>;
  if (pending && results.every((result) => !result.data))
    return (
      <div className="mp-reports__charts" aria-busy="true">
        {request.series.map((entry) => (
          <Skeleton key={entry.key} variant="rect" height={260} />
        ))}
      </div>
    );
  const empty = results.every((result) => result.data && result.data.points.every((point) => point.v === null));

  return (
    <div className="mp-reports__result" aria-busy={fetching} data-granularity={request.granularity}>
      {failed ? (
        <p className="mp-problem" role="alert">
          {t('reports.loadFailed')}
        </p>
      ) : null}
      {empty ? (
        <p className="mp-reports__note" role="status">
          {t('reports.empty')}
        </p>
      ) : null}
      <ReportCompleteness report={results.find((result) => result.data)?.data} />
      <ReportAlerts alerts={alerts} />
      <div className="mp-reports__charts">
        {request.series.map((entry, index) => (
          <ReportChartPanel
            key={entry.key}
            entry={entry}
            report={results[index]?.data}
            meterLabel={meterLabel}
            group={request.group}
            colorIndex={index}
          />
        ))}
      </div>
    </div>
  );
}
