import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getMeasuringPoint,
  getMeasuringPointMap,
  listMeasuringPoints,
  type MeasuringPointFilters,
} from '../../core/api/measuringPointsApi.ts';
import type { Installation } from '../../core/contract/installations.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import type { Page } from '../../core/contract/pagination.ts';
import { GRID_LIMIT, QUERY_ALL } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { toListParams, type PointSearch } from './measuringPointSearch.ts';

// One portal instance keeps one http client and its own QueryClient, so http is never part of a key.

/** Root key of everything measuring-point shaped; saving a point invalidates it. */
export const MEASURING_POINTS_KEY = ['measuring_points'] as const;

/** GET measuring_points/: one page of the grid. */
export function pointListQuery(http: HttpClient, search: PointSearch) {
  const params = toListParams(search, GRID_LIMIT);
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...MEASURING_POINTS_KEY, 'list', params],
    queryFn: ({ signal }) => listMeasuringPoints(http, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET measuring_points/map/: every point of the filters, for the map. */
export function pointMapQuery(http: HttpClient, filters: MeasuringPointFilters) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...MEASURING_POINTS_KEY, 'map', filters],
    queryFn: ({ signal }) => getMeasuringPointMap(http, filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET measuring_points/{id}/. */
export function pointQuery(http: HttpClient, id: number) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...MEASURING_POINTS_KEY, 'one', id],
    queryFn: ({ signal }) => getMeasuringPoint(http, id, { signal }),
  });
}

/** GET installations/?company=…: the meters a point of that company can get (limit 9999, spec section 9). */
export function meterChoicesQuery(http: HttpClient, company: number | null) {
  const params = { limit: 9999, offset: 0, ordering: 'serial_number', ...(company !== null && { company }) };
  return queryOptions({
    queryKey: ['installations', 'meter-choices', params],
    queryFn: async ({ signal }) => (await http.get<Page<Installation>>('installations', { params, signal })).results,
  });
}

/** GET meter-groups/ (all of them): the group filter's choices. */
export function groupChoicesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['meter-groups', 'choices'],
    queryFn: async ({ signal }) => {
      const answer = await http.get<MeterGroup[] | Page<MeterGroup>>('meter-groups', {
        params: { ...QUERY_ALL, ordering: 'name' },
        signal,
      });
      return Array.isArray(answer) ? answer : answer.results;
    },
  });
}
