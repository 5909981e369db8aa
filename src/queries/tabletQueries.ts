import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { tabletEndpoints as endpoints } from '../core/contract/tabletEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type ListQuery = EndpointQuery<typeof endpoints.list>;

/** Queries of field tablets; `root` invalidates every one of them. */
export const tabletQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: ListQuery = {}) => endpointQuery(http, endpoints.list, { query }),
  quota: (http: HttpClient, query: EndpointQuery<typeof endpoints.quota> = {}) =>
    endpointQuery(http, endpoints.quota, { query }),
};
