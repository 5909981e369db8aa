import { queryOptions } from '@tanstack/react-query';
import { meterGroupEndpoints as endpoints } from '../core/contract/meterGroupEndpoints.ts';
import type { EndpointQuery } from '../core/contract/endpoint.ts';
import { QUERY_ALL } from '../core/domain/index.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

type ListQuery = EndpointQuery<typeof endpoints.list>;

/** Queries of device groups (meter-groups); `root` invalidates every one of them. */
export const meterGroupQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient, query: ListQuery = {}) => endpointQuery(http, endpoints.list, { query }),
  one: (http: HttpClient, uuid: string) => endpointQuery(http, endpoints.get, { params: { uuid } }),
  /** every group by name ('query all'): the group filters' choices of the devices and measuring points */
  choices: (http: HttpClient) =>
    queryOptions({
      ...endpointQuery(http, endpoints.list, { query: { ...QUERY_ALL, ordering: 'name' } }),
      select: (page) => page.results,
    }),
  /** the groups an embed key of `company` may be limited to (`for=embed-key:<company>`, the key's rule) */
  forEmbedKey: (http: HttpClient, company: number) =>
    queryOptions({
      ...endpointQuery(http, endpoints.list, {
        query: { ...QUERY_ALL, ordering: 'name', for: `embed-key:${company}` },
      }),
      select: (page) => page.results,
    }),
};
