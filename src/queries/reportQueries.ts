import { reportEndpoints as endpoints } from '../core/contract/reportEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type ReportQuery = EndpointQuery<typeof endpoints.installation>;

/** Queries of charted reports; `root` invalidates every series (new readings change them all). */
export const reportQueries = {
  root: [endpoints.installation.tag] as const,
  /** one series of one meter, a point per bucket */
  installation: (http: HttpClient, uuid: string, query: ReportQuery) =>
    endpointQuery(http, endpoints.installation, { params: { uuid }, query }),
  /** the bucket sums across a group's meters */
  group: (http: HttpClient, uuid: string, query: ReportQuery) =>
    endpointQuery(http, endpoints.group, { params: { uuid }, query }),
};
