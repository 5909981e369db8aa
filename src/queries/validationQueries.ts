import { callEndpoint } from '../core/api/callEndpoint.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { readingEditEndpoints } from '../core/contract/readingEditEndpoints.ts';
import type { ReadingEstimateRequest } from '../core/contract/readingEdits.ts';
import { validationEndpoints as endpoints } from '../core/contract/validationEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type FindingQuery = EndpointQuery<typeof endpoints.findings>;
type SilentQuery = EndpointQuery<typeof endpoints.silentMeters>;

/** Queries and actions of reading validation; `root` invalidates every one of them. */
export const validationQueries = {
  root: [endpoints.findings.tag] as const,
  findings: (http: HttpClient, query: FindingQuery = {}) => endpointQuery(http, endpoints.findings, { query }),
  silentMeters: (http: HttpClient, query: SilentQuery = {}) => endpointQuery(http, endpoints.silentMeters, { query }),
  accept: (http: HttpClient, ids: number[]) => callEndpoint(http, endpoints.accept, { body: { ids } }),
  /** fills a finding's range by estimation (`readouts/estimate/`, the readings' quality module) */
  estimate: (http: HttpClient, body: ReadingEstimateRequest) =>
    callEndpoint(http, readingEditEndpoints.estimate, { body }),
};
