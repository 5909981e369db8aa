import type {
  MeasuringPoint,
  MeasuringPointCreate,
  MeasuringPointMapRow,
  MeasuringPointPatch,
} from '../contract/measuringPoints.ts';
import type { Page } from '../contract/pagination.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import type { ListParams } from './ListParams.ts';

export interface MeasuringPointFilters {
  company?: string;
  group?: string;
  search?: string;
}

type Options = { signal?: AbortSignal };

/** GET measuring_points/ (one page of the grid). */
export function listMeasuringPoints(http: HttpClient, query: ListParams = {}, options: Options = {}) {
  return http.get<Page<MeasuringPoint>>('measuring_points', { params: query, signal: options.signal });
}

/** GET measuring_points/map/: every point of the filters as compact rows (see MAP_ROW_FIELDS). */
export function getMeasuringPointMap(http: HttpClient, filters: MeasuringPointFilters = {}, options: Options = {}) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return http.get<MeasuringPointMapRow[]>('measuring_points/map', { params, signal: options.signal });
}

/** GET measuring_points/{id}/. */
export function getMeasuringPoint(http: HttpClient, id: number, options: Options = {}) {
  return http.get<MeasuringPoint>(`measuring_points/${encodeURIComponent(id)}`, { signal: options.signal });
}

/** POST measuring_points/. */
export function createMeasuringPoint(http: HttpClient, body: MeasuringPointCreate) {
  return http.post<MeasuringPoint>('measuring_points', body);
}

/** PATCH measuring_points/{id}/. */
export function updateMeasuringPoint(http: HttpClient, id: number, body: MeasuringPointPatch) {
  return http.patch<MeasuringPoint>(`measuring_points/${encodeURIComponent(id)}`, body);
}
