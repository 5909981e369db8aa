import type { TaskStarted } from '../contract/devices.ts';
import type {
  GenerateReadoutsReport,
  GenerateReadoutsRequest,
  GenerateReadoutsResult,
  ReadoutExportFormat,
} from '../contract/readouts.ts';
import type { Download, DownloadOptions, HttpClient } from '../http/createHttpClient.ts';
import { pollTask, type PollOptions } from './pollTask.ts';

export interface ReadoutExportParams {
  serial: string;
  after?: Date | string;
  before?: Date | string;
  format: ReadoutExportFormat;
}

const iso = (value: Date | string | undefined) =>
  value === undefined ? undefined : typeof value === 'string' ? value : value.toISOString();

/** GET v1/readouts.{fmt}/: one meter's readouts; `responseType: 'stream'` in Node writes a file of any size. */
export function exportReadouts(
  http: HttpClient,
  params: ReadoutExportParams,
  options: DownloadOptions = {},
): Promise<Download> {
  return http.download(`v1/readouts.${params.format}`, {
    ...options,
    params: { serial: params.serial, datetime_after: iso(params.after), datetime_before: iso(params.before) },
  });
}

/** GET reports/exports/afm.{fmt}/: one AFM meter, or all the caller may see, from `after` on. */
export function exportAfmReadouts(
  http: HttpClient,
  params: { serialNumber?: string; after?: Date | string; format: ReadoutExportFormat },
  options: DownloadOptions = {},
): Promise<Download> {
  return http.download(`reports/exports/afm.${params.format}`, {
    ...options,
    params: { serial_number: params.serialNumber, date_after: iso(params.after) },
  });
}

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
