import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { taskQueries } from '../../queries/taskQueries.ts';
import { serverKindOf, type ServerTask } from './portalTask.ts';

/** Spec: a pending task's result is asked again every 2 s until it is done. */
export const TASK_POLL_MS = 2_000;

/** The result endpoint of the task's kind, `?task_id=`: pending, completed with a report, or failed with a detail. */
export function taskResultQuery(http: HttpClient, task: Pick<ServerTask, 'kind' | 'serverId'>) {
  return queryOptions({
    ...taskQueries.result(http, serverKindOf(task.kind), task.serverId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.error ? TASK_POLL_MS : false),
    // every poll is a fresh question to the server
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
