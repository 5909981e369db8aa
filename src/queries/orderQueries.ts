import { orderEndpoints as endpoints } from '../core/contract/orderEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

/** Queries of delivery orders; `root` invalidates every one of them. */
export const orderQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: EndpointQuery<typeof endpoints.list> = {}) =>
    endpointQuery(http, endpoints.list, { query }),
  one: (http: HttpClient, id: string) => endpointQuery(http, endpoints.get, { params: { id } }),
};
