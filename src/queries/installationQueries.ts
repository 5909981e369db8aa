import { installationEndpoints as endpoints } from '../core/contract/installationEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type ListQuery = EndpointQuery<typeof endpoints.list>;

/** Queries of installations (meters); `root` invalidates every one of them. */
export const installationQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: ListQuery = {}) => endpointQuery(http, endpoints.list, { query }),
  total: (http: HttpClient, query: EndpointQuery<typeof endpoints.total> = {}) =>
    endpointQuery(http, endpoints.total, { query }),
  alertCounts: (http: HttpClient) => endpointQuery(http, endpoints.alertCounts, { query: {} }),
  one: (http: HttpClient, uuid: string) => endpointQuery(http, endpoints.get, { params: { uuid } }),
  state: (http: HttpClient, uuid: string) => endpointQuery(http, endpoints.state, { params: { uuid } }),
  alerts: (http: HttpClient, uuid: string) => endpointQuery(http, endpoints.alerts, { params: { uuid }, query: {} }),
};
