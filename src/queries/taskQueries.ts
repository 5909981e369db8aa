import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../core/api/callEndpoint.ts';
import type { AnyEndpoint } from '../core/contract/endpoint.ts';
import type { TaskResult } from '../core/contract/errors.ts';
import { taskEndpoints as endpoints } from '../core/contract/taskEndpoints.ts';
import { taskResultEndpoints } from '../core/contract/taskResultEndpoints.ts';
import type { TaskKind } from '../core/contract/tasks.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointKey, endpointQuery } from './endpointQuery.ts';

/**
 * One task's state at the result endpoint of its kind. Each kind declares its own report; the panel reads
 * them all as the common TaskResult, so the endpoint is taken as any endpoint here.
 */
function resultQuery(http: HttpClient, kind: TaskKind, taskId: string) {
  const endpoint: AnyEndpoint = taskResultEndpoints[kind];
  const input = { query: { task_id: taskId } } as never;
  const call = callEndpoint as unknown as (
    http: HttpClient,
    e: AnyEndpoint,
    i: never,
    o: object,
  ) => Promise<TaskResult>;
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- http is fixed per QueryClient
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => call(http, endpoint, input, { signal }),
  });
}

/** Queries of the caller's server tasks; `root` invalidates every one of them. */
export const taskQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient) => endpointQuery(http, endpoints.list),
  one: (http: HttpClient, id: string) => endpointQuery(http, endpoints.get, { params: { id } }),
  /** a task's state at the result endpoint of its kind: pending, completed with a report or failed */
  result: resultQuery,
};
