import { queryOptions } from '@tanstack/react-query';
import type { EndpointInput } from '../../core/contract/endpoint.ts';
import type { GroupReport, Report } from '../../core/contract/reports.ts';
import type { reportEndpoints } from '../../core/contract/reportEndpoints.ts';
import { meterQueries } from '../../queries/meterQueries.ts';
import { CHART_INSTALLATIONS_LIMIT, REPORT_LIVE_UPDATE_MS } from '../../core/domain/index.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import type { ReportType } from '../../core/domain/reportTypes.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { reportQueries } from '../../queries/reportQueries.ts';
import type { ResolvedRange } from './reportRange.ts';

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

/** The input part of a series' query key (see endpointKey). */
type SeriesInput = EndpointInput<typeof reportEndpoints.installation>;

export interface ReportRequest {
  /** a meter's uuid, or a device group's when `group` */
  uuid: string;
  group?: boolean;
  type: ReportType;
  granularity: Granularity;
  range: ResolvedRange;
  timeZone: string;
  live: boolean;
}

function reportParams({ type, granularity, range, timeZone }: ReportRequest) {
  return {
    type,
    granularity,
    date_after: range.after.toISOString(),
    date_before: range.before.toISOString(),
    tz: timeZone || undefined,
  };
}

/** GET installations/{uuid}/reports/: one series; a live report is fetched again every minute. */
export function reportQuery(http: HttpClient, request: ReportRequest) {
  const { uuid, type, live } = request;
  return queryOptions({
    ...reportQueries.installation(http, uuid, reportParams(request)),
    // The old lines stay drawn while the next range loads, instead of flashing an empty chart.
    // Only for the same meter and series: another meter's lines must never stand in for this one's.
    placeholderData: (previous, previousQuery) => {
      const input = previousQuery?.queryKey[2] as SeriesInput | undefined;
      return input?.params.uuid === uuid && input.query?.type === type ? previous : undefined;
    },
    refetchInterval: live ? REPORT_LIVE_UPDATE_MS : false,
  });
}

/** GET meter-groups/{uuid}/reports/: one series summed across the group's meters, drawn like a meter's. */
export function groupReportQuery(http: HttpClient, request: ReportRequest) {
  const { uuid, type, live } = request;
  return queryOptions({
    ...reportQueries.group(http, uuid, reportParams(request)),
    select: (report: GroupReport): Report => report,
    placeholderData: (previous, previousQuery) => {
      const input = previousQuery?.queryKey[2] as SeriesInput | undefined;
      return input?.params.uuid === uuid && input.query?.type === type ? previous : undefined;
    },
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
