import { useQueries } from '@tanstack/react-query';
import type { ReportAlert } from '../../core/contract/reports.ts';
import type { ChartSeries } from '../../core/domain/chartSeries.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { groupReportQuery, reportQuery, type ReportRequest } from './reportQueries.ts';

export interface ReportDataRequest extends Omit<ReportRequest, 'type'> {
  series: readonly ChartSeries[];
}

/** Every shown series of one meter (or device group), fetched side by side, and the meter's alert episodes in the range. */
export function useReportData(http: HttpClient, { series, ...request }: ReportDataRequest) {
  const results = useQueries({
    queries: series.map((entry) =>
      request.group
        ? groupReportQuery(http, { ...request, type: entry.type })
        : reportQuery(http, { ...request, type: entry.type }),
    ),
  });
  const alerts = new Map<string, ReportAlert>();
  for (const result of results)
    for (const alert of result.data?.alerts ?? []) alerts.set(`${alert.t}|${alert.state}`, alert);
  return {
    results,
    alerts: [...alerts.values()].sort((a, b) => a.t.localeCompare(b.t)),
    pending: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
    fetching: results.some((result) => result.isFetching),
  };
}
