import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { waterBalanceEndpoints as endpoints } from '../core/contract/waterBalanceEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type BalanceQuery = EndpointQuery<typeof endpoints.groupBalance>;
type NightFlowQuery = EndpointQuery<typeof endpoints.groupNightFlow>;

/** Queries of a district's water balance and night flow (the reports tag: new readings change them too). */
export const waterBalanceQueries = {
  /** a group's inlets against its other members, a row per day, week or month */
  groupBalance: (http: HttpClient, uuid: string, query: BalanceQuery) =>
    endpointQuery(http, endpoints.groupBalance, { params: { uuid }, query }),
  /** a group's flow in each night's window */
  groupNightFlow: (http: HttpClient, uuid: string, query: NightFlowQuery) =>
    endpointQuery(http, endpoints.groupNightFlow, { params: { uuid }, query }),
  /** one meter's flow in each night's window */
  installationNightFlow: (http: HttpClient, uuid: string, query: NightFlowQuery) =>
    endpointQuery(http, endpoints.installationNightFlow, { params: { uuid }, query }),
};
