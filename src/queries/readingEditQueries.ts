import { readingEditEndpoints as endpoints } from '../core/contract/readingEditEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

/** The audit trail of edited and estimated readings; `root` is the readouts tag, invalidated by every edit. */
export const readingEditQueries = {
  root: [endpoints.list.tag] as const,
  /** one meter's edits, newest first (the first page) */
  list: (http: HttpClient, installation: string) =>
    endpointQuery(http, endpoints.list, { query: { installation, limit: 50 } }),
};
