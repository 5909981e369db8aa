import { deviceEndpoints as endpoints } from '../core/contract/deviceEndpoints.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

/** Queries of the devices resource (the devices themselves are installations: installationQueries). */
export const deviceQueries = {
  root: [endpoints.types.tag] as const,
  /** meter and communication-module type labels, value → label */
  types: (http: HttpClient) => endpointQuery(http, endpoints.types),
};
