import { transferEndpoints as endpoints } from '../core/contract/transferEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery, endpointQueryAll } from './endpointQuery.ts';

/** Queries of key transfers; `root` invalidates every one of them. */
export const transferQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: EndpointQuery<typeof endpoints.list> = {}) =>
    endpointQuery(http, endpoints.list, { query }),
  one: (http: HttpClient, id: number) => endpointQuery(http, endpoints.get, { params: { id } }),
  targets: (http: HttpClient) => endpointQueryAll(http, endpoints.targets),
};
