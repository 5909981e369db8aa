import type { TaskStarted } from '../contract/devices.ts';
import type { GenerateReadoutsReport, GenerateReadoutsRequest, GenerateReadoutsResult } from '../contract/readouts.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { pollTask, type PollOptions } from './pollTask.ts';

/** POST generate-readouts/: starts simulated readouts for meters and a period; answers the task id. */
export function generateReadouts(http: HttpClient, request: GenerateReadoutsRequest): Promise<TaskStarted> {
  return http.post('generate-readouts', request);
}

/** GET readouts/result/?task_id=. */
export function getGenerateReadoutsResult(http: HttpClient, taskId: string): Promise<GenerateReadoutsResult> {
  return http.get('readouts/result', { params: { task_id: taskId } });
}

export interface ReadoutsWaitOptions extends Omit<PollOptions<unknown>, 'onPending'> {
  onProgress?: (progress: { done: number; total: number } | undefined) => void;
}

/** Polls a generation task until it completes (its report) or fails (rejects with the server's detail). */
export async function waitForGeneratedReadouts(
  http: HttpClient,
  taskId: string,
  options: ReadoutsWaitOptions = {},
): Promise<GenerateReadoutsReport> {
  const { onProgress, ...poll } = options;
  const result = await pollTask(() => getGenerateReadoutsResult(http, taskId), {
    ...poll,
    onPending: (pending) => onProgress?.(pending.progress),
  });
  if (result.status === 'failed') throw new Error(result.detail);
  return result.report;
}
