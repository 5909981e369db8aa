import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { deviceEndpoints } from '../../core/contract/deviceEndpoints.ts';
import type { TaskResult } from '../../core/contract/errors.ts';
import { readoutEndpoints } from '../../core/contract/readoutEndpoints.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import type { ServerTask } from './portalTask.ts';

/** Spec: a pending task's result path is asked again every 2 s until it is done. */
export const TASK_POLL_MS = 2_000;

/** The result endpoints of the server's tasks, by the path a started task keeps (it is stored with the task). */
const RESULT_ENDPOINTS = new Map<string, typeof deviceEndpoints.loraResult | typeof readoutEndpoints.generateResult>(
  [deviceEndpoints.loraResult, readoutEndpoints.generateResult].map((endpoint) => [endpoint.spec.path, endpoint]),
);

function fetchResult(http: HttpClient, resultPath: string, taskId: string, signal: AbortSignal) {
  const endpoint = RESULT_ENDPOINTS.get(resultPath);
  // a path no endpoint answers (stored by another version of the portal) is a task the server does not know
  if (!endpoint) return Promise.reject(new ApiError('Not found.', { status: 404, detail: 'Not found.' }));
  return callEndpoint(http, endpoint, { query: { task_id: taskId } }, { signal }) as Promise<TaskResult>;
}

/** GET {resultPath}/?task_id=: pending, completed with a report, or failed with a detail. */
export function taskResultQuery(http: HttpClient, task: Pick<ServerTask, 'resultPath' | 'serverId'>) {
  // One portal instance keeps one http client and its own QueryClient, so http is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['tasks', task.resultPath, task.serverId],
    queryFn: ({ signal }) => fetchResult(http, task.resultPath, task.serverId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.error ? TASK_POLL_MS : false),
    // every poll is a fresh question to the server
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
