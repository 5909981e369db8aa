import { measuringPointEndpoints as endpoints } from '../core/contract/measuringPointEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

/** Queries of measuring points; `root` invalidates every one of them (saving a point does). */
export const measuringPointQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: EndpointQuery<typeof endpoints.list> = {}) =>
    endpointQuery(http, endpoints.list, { query }),
  /** every point of the filters as compact rows (see MAP_ROW_FIELDS) */
  map: (http: HttpClient, query: EndpointQuery<typeof endpoints.map> = {}) =>
    endpointQuery(http, endpoints.map, { query }),
  one: (http: HttpClient, id: number) => endpointQuery(http, endpoints.get, { params: { id } }),
};
