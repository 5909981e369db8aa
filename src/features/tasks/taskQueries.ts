import { queryOptions } from '@tanstack/react-query';
import type { TaskResult } from '../../core/contract/errors.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import type { ServerTask } from './portalTask.ts';

/** Spec: a pending task's result path is asked again every 2 s until it is done. */
export const TASK_POLL_MS = 2_000;

/** GET {resultPath}/?task_id=: pending, completed with a report, or failed with a detail. */
export function taskResultQuery(http: HttpClient, task: Pick<ServerTask, 'resultPath' | 'serverId'>) {
  // One portal instance keeps one http client and its own QueryClient, so http is not part of the key.
  return queryOptions({
    queryKey: ['tasks', task.resultPath, task.serverId],
    queryFn: ({ signal }) => http.get<TaskResult>(task.resultPath, { params: { task_id: task.serverId }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.error ? TASK_POLL_MS : false),
    // every poll is a fresh question to the server
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
