import { queryOptions } from '@tanstack/react-query';
import { getInstallationReport } from '../../core/api/reportsApi.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { meterQueries } from '../../queries/meterQueries.ts';
import { CHART_INSTALLATIONS_LIMIT, REPORT_LIVE_UPDATE_MS } from '../../core/domain/index.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import type { ReportType } from '../../core/domain/reportTypes.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import type { ResolvedRange } from './reportRange.ts';
// the file itself, not the common index: the report-chart element carries this module
import { REPORT_SERIES_KEY } from '../common/queryRoots.ts';

/* eslint-disable @tanstack/query/exhaustive-deps -- one portal instance or element keeps one http client and
   its own QueryClient, so http is never part of a key. */

/** GET meters/?meter_type&limit=9999: every meter the user may chart, as select options. */
export function metersQuery(http: HttpClient, meterType?: string) {
  return queryOptions({
    ...meterQueries.list(http, { limit: CHART_INSTALLATIONS_LIMIT, ...(meterType && { meter_type: meterType }) }),
    staleTime: 5 * 60_000,
  });
}

/** GET installations/{uuid}/: the element learns the meter type (and so its charts) from it. */
export function meterQuery(http: HttpClient, uuid: string) {
  return queryOptions({ ...installationQueries.one(http, uuid), staleTime: Infinity });
}

export interface ReportRequest {
  uuid: string;
  type: ReportType;
  granularity: Granularity;
  range: ResolvedRange;
  timeZone: string;
  live: boolean;
}

/** GET installations/{uuid}/reports/: one series; a live report is fetched again every minute. */
export function reportQuery(http: HttpClient, request: ReportRequest) {
  const { uuid, type, granularity, range, timeZone, live } = request;
  const after = range.after.toISOString();
  const before = range.before.toISOString();
  return queryOptions({
    queryKey: [...REPORT_SERIES_KEY, uuid, type, granularity, after, before, timeZone],
    queryFn: () => getInstallationReport(http, uuid, { type, granularity, after, before, tz: timeZone }),
    // The old lines stay drawn while the next range loads, instead of flashing an empty chart.
    // Only for the same meter and series: another meter's lines must never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === uuid && previousQuery.queryKey[3] === type ? previous : undefined,
    refetchInterval: live ? REPORT_LIVE_UPDATE_MS : false,
  });
}

/** GET meters/?search=: the meter with exactly this serial number, or null (the search also matches parts). */
export function meterBySerialQuery(http: HttpClient, serial: string) {
  return queryOptions({
    ...meterQueries.list(http, { limit: 50, search: serial }),
    select: (page) => page.results.find((meter) => meter.serial_number === serial) ?? null,
    staleTime: Infinity,
  });
}
