import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { tourEndpoints as endpoints } from '../core/contract/tourEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type ListQuery = EndpointQuery<typeof endpoints.list>;
type ItemsQuery = EndpointQuery<typeof endpoints.items>;

/** Queries of tours and converters; `root` invalidates every one of them. */
export const tourQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: ListQuery = {}) => endpointQuery(http, endpoints.list, { query }),
  one: (http: HttpClient, uuid: string) => endpointQuery(http, endpoints.get, { params: { uuid } }),
  items: (http: HttpClient, uuid: string, query: ItemsQuery = {}) =>
    endpointQuery(http, endpoints.items, { params: { uuid }, query }),
  converters: (http: HttpClient) => endpointQuery(http, endpoints.converters),
};
