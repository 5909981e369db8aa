import type { GroupReport, LeakRulesBody, Report } from '../contract/reports.ts';
import type { Granularity } from '../domain/granularity.ts';
import type { ReportType } from '../domain/reportTypes.ts';
import type { HttpClient } from '../http/createHttpClient.ts';

export interface ReportParams {
  type: ReportType;
  granularity: Granularity;
  /** inclusive start; a Date is sent as ISO 8601 UTC */
  after: Date | string;
  /** exclusive end (a bare date means the end of that day) */
  before: Date | string;
  /** IANA time zone of the day, week, month and year buckets (default UTC) */
  tz?: string;
}

const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

function reportQuery(params: ReportParams): Record<string, string> {
  return {
    type: params.type,
    granularity: params.granularity,
    date_after: iso(params.after),
    date_before: iso(params.before),
    ...(params.tz && { tz: params.tz }),
  };
}

/** GET installations/{uuid}/reports/: one series of one meter, a point per bucket. */
export function getInstallationReport(http: HttpClient, uuid: string, params: ReportParams): Promise<Report> {
  return http.get(`installations/${encodeURIComponent(uuid)}/reports`, { params: reportQuery(params) });
}

/** GET meter-groups/{uuid}/reports/: the bucket sums across a group's meters (volumes and flow). */
export function getGroupReport(http: HttpClient, uuid: string, params: ReportParams): Promise<GroupReport> {
  return http.get(`meter-groups/${encodeURIComponent(uuid)}/reports`, { params: reportQuery(params) });
}

/** GET companies/{id}/leak-rules/. */
export function getLeakRules(http: HttpClient, companyId: number): Promise<LeakRulesBody> {
  return http.get(`companies/${encodeURIComponent(companyId)}/leak-rules`);
}

/** PUT companies/{id}/leak-rules/: replaces every threshold. */
export function putLeakRules(http: HttpClient, companyId: number, rules: LeakRulesBody): Promise<LeakRulesBody> {
  return http.put(`companies/${encodeURIComponent(companyId)}/leak-rules`, rules);
}
