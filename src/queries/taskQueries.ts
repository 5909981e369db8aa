import { taskEndpoints as endpoints } from '../core/contract/taskEndpoints.ts';
import { taskResultEndpoints } from '../core/contract/taskResultEndpoints.ts';
import type { TaskKind } from '../core/contract/tasks.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';
import { endpointQuery } from './endpointQuery.ts';

/** Queries of the caller's server tasks; `root` invalidates every one of them. */
export const taskQueries = {
  root: [endpoints.list.tag] as const,
  list: (http: HttpClient) => endpointQuery(http, endpoints.list),
  one: (http: HttpClient, id: string) => endpointQuery(http, endpoints.get, { params: { id } }),
  /** a task's state at the result endpoint of its kind: pending, completed with a report or failed */
  result: (http: HttpClient, kind: TaskKind, taskId: string) =>
    endpointQuery(http, taskResultEndpoints[kind], { query: { task_id: taskId } }),
};
