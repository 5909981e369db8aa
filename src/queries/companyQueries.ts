import { companyEndpoints as endpoints } from '../core/contract/companyEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { leakRuleEndpoints } from '../core/contract/leakRuleEndpoints.ts';
import { planEndpoints } from '../core/contract/planEndpoints.ts';
import { validationEndpoints } from '../core/contract/validationEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery, endpointQueryAll } from './endpointQuery.ts';

type ListQuery = EndpointQuery<typeof endpoints.list>;

/** Queries of the caller's companies; `root` invalidates every one of them. */
export const companyQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: ListQuery = {}) => endpointQuery(http, endpoints.list, { query }),
  /** every company the caller may see, as a plain array: the company choices of filters and forms */
  all: (http: HttpClient, query: ListQuery = {}) => endpointQueryAll(http, endpoints.list, { query }),
  one: (http: HttpClient, id: number) => endpointQuery(http, endpoints.get, { params: { id } }),
  subscriptions: (http: HttpClient, id: number) => endpointQuery(http, endpoints.subscriptions, { params: { id } }),
  /** the company and the admin its activation would name */
  activation: (http: HttpClient, id: number) => endpointQuery(http, endpoints.activation, { params: { id } }),
  leakRules: (http: HttpClient, id: number) => endpointQuery(http, leakRuleEndpoints.get, { params: { id } }),
  validationRules: (http: HttpClient, id: number) => endpointQuery(http, validationEndpoints.rules, { params: { id } }),
  /** the plan catalogue (the same for every caller) */
  plans: (http: HttpClient) => endpointQuery(http, planEndpoints.plans),
};
