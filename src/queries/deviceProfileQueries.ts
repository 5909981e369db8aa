import { deviceProfileEndpoints as endpoints } from '../core/contract/deviceProfileEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery, endpointQueryAll } from './endpointQuery.ts';

/** Queries of device profiles; `root` invalidates every one of them. */
export const deviceProfileQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: EndpointQuery<typeof endpoints.list> = {}) =>
    endpointQuery(http, endpoints.list, { query }),
  /** every profile of the query as a plain array: the choices of a form (`for: 'device:<company>'`) */
  all: (http: HttpClient, query: EndpointQuery<typeof endpoints.list> = {}) =>
    endpointQueryAll(http, endpoints.list, { query }),
  one: (http: HttpClient, uuid: string) => endpointQuery(http, endpoints.get, { params: { uuid } }),
};
