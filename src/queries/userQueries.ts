import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { planEndpoints } from '../core/contract/planEndpoints.ts';
import { userEndpoints as endpoints } from '../core/contract/userEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery, endpointQueryAll } from './endpointQuery.ts';

type ListQuery = EndpointQuery<typeof endpoints.list>;

/** Queries of users of the caller's companies; `root` invalidates every one of them. */
export const userQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: ListQuery = {}) => endpointQuery(http, endpoints.list, { query }),
  /** every user the caller may see, as a plain array */
  all: (http: HttpClient, query: ListQuery = {}) => endpointQueryAll(http, endpoints.list, { query }),
  one: (http: HttpClient, id: string) => endpointQuery(http, endpoints.get, { params: { id } }),
  /** the user's company profiles with their permissions */
  profiles: (http: HttpClient, id: string) => endpointQuery(http, endpoints.profiles, { params: { id } }),
  /** the auth groups and roles the server offers */
  groups: (http: HttpClient) => endpointQuery(http, planEndpoints.groups),
  roles: (http: HttpClient) => endpointQuery(http, planEndpoints.roles),
  /** is an activation or reset link still valid, and which of the two is it? */
  passwordLink: (http: HttpClient, id: string, token: string) =>
    endpointQuery(http, endpoints.checkPasswordLink, { params: { id, token } }),
};
