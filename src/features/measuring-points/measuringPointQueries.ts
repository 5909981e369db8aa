import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CHART_INSTALLATIONS_LIMIT, GRID_LIMIT, QUERY_ALL } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { measuringPointQueries } from '../../queries/measuringPointQueries.ts';
import { loadPointMap } from './loadPointMap.ts';
import { PORTAL_DEVICE_HREF } from './portalLinks.ts';
import { toListParams, type PointMapFilters, type PointSearch } from './measuringPointSearch.ts';

// One portal instance keeps one http client and its own QueryClient, so http is never part of a key.

/** GET measuring_points/: one page of the grid. */
export function pointListQuery(http: HttpClient, search: PointSearch) {
  return queryOptions({
    ...measuringPointQueries.list(http, toListParams(search, GRID_LIMIT)),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET measuring_points/map/count/, then every point of the filters (measuring_points/map/) or, past
 * MAP_CLUSTERS.serverPoints, a source of the server's clusters per view. Under the resource's root, so saving
 * a point reloads it.
 */
export function pointMapQuery(http: HttpClient, filters: PointMapFilters) {
  return queryOptions({
    queryKey: [...measuringPointQueries.map(http, filters).queryKey, 'mode'] as const,
    queryFn: ({ signal }) => loadPointMap(http, filters, PORTAL_DEVICE_HREF, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET measuring_points/{id}/. */
export function pointQuery(http: HttpClient, id: number) {
  return measuringPointQueries.one(http, id);
}

/**
 * GET installations/?for=measuring-point:<company>[:<point>]: the meters the server's point rule accepts (limit 9999, spec section 9, or
 * every one with `all`), and how many the server found.
 */
export function meterChoicesQuery(http: HttpClient, company: number | null, pointId: number | null, all = false) {
  const limit = all ? QUERY_ALL.limit : CHART_INSTALLATIONS_LIMIT;
  const target = `measuring-point:${company}${pointId === null ? '' : `:${pointId}`}`;
  const query = { limit, offset: 0, ordering: 'serial_number', for: target };
  return queryOptions({
    ...installationQueries.list(http, query),
    enabled: company !== null,
    select: (page) => ({ rows: page.results, count: page.count, limit }),
  });
}
