import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { ingestionKeyEndpoints as endpoints } from '../core/contract/ingestionKeyEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type ListQuery = EndpointQuery<typeof endpoints.list>;

/** Queries of ingestion keys; `root` invalidates every one of them. */
export const ingestionKeyQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: ListQuery = {}) => endpointQuery(http, endpoints.list, { query }),
};
