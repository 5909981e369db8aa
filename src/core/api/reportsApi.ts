import type { Page } from '../contract/pagination.ts';
import type { MeterChoice } from '../contract/reports.ts';
import { CHART_INSTALLATIONS_LIMIT } from '../domain/constants.ts';
import type { HttpClient } from '../http/createHttpClient.ts';

export interface MeterListParams {
  meter_type?: string;
  search?: string;
  company?: number;
  /** default: the chart choice limit of spec section 9 (9999) */
  limit?: number;
  offset?: number;
}

/** GET meters/: installations as chart choices. */
export function listMeters(http: HttpClient, params: MeterListParams = {}): Promise<Page<MeterChoice>> {
  return http.get('meters', { params: { limit: CHART_INSTALLATIONS_LIMIT, ...params } });
}
