import { keyEndpoints as endpoints } from '../core/contract/keyEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

/** Queries of communication-module keys; `root` invalidates every one of them. */
export const keyQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: EndpointQuery<typeof endpoints.list> = {}) =>
    endpointQuery(http, endpoints.list, { query }),
  accessLog: (http: HttpClient, query: EndpointQuery<typeof endpoints.accessLog> = {}) =>
    endpointQuery(http, endpoints.accessLog, { query }),
};
