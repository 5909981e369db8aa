import type {
  DeviceCreate,
  DeviceTypes,
  GeopositionUpdate,
  LoraAction,
  LoraResult,
  TaskStarted,
} from '../contract/devices.ts';
import type { Installation } from '../contract/installations.ts';
import type { Download, HttpClient } from '../http/createHttpClient.ts';
import { pollTask, type PollOptions } from './pollTask.ts';

/** GET devices/types/: meter and communication-module types, value → label. */
export function getDeviceTypes(http: HttpClient): Promise<DeviceTypes> {
  return http.get('devices/types');
}

/** POST devices/: AFM meters from a comma-separated serial list, all or nothing. */
export function createDevices(http: HttpClient, body: DeviceCreate): Promise<Installation[]> {
  return http.post('devices', body);
}

/** POST devices/lora/: starts a low-power-network registration or deletion; answers the task id. */
export function startLoraAction(http: HttpClient, devices: string[], action: LoraAction): Promise<TaskStarted> {
  return http.post('devices/lora', { devices, action });
}

/** GET devices/lora/result/?task_id=. */
export function getLoraResult(http: HttpClient, taskId: string): Promise<LoraResult> {
  return http.get('devices/lora/result', { params: { task_id: taskId } });
}

export type LoraWaitOptions = PollOptions<Extract<LoraResult, { status: 'pending' }>>;

/** Polls a registration task until it is no longer pending. */
export function waitForLoraResult(
  http: HttpClient,
  taskId: string,
  options: LoraWaitOptions = {},
): Promise<Exclude<LoraResult, { status: 'pending' }>> {
  return pollTask(() => getLoraResult(http, taskId), options);
}

/** GET get-template/: the geoposition CSV template as a download. */
export function downloadGeopositionTemplate(http: HttpClient): Promise<Download> {
  return http.download('get-template');
}

/** POST update-geopositions/: a CSV or XLSX file (field `file`); any bad row rejects the whole file. */
export function updateGeopositions(http: HttpClient, file: Blob, fileName: string): Promise<GeopositionUpdate> {
  const form = new FormData();
  form.append('file', file, fileName);
  return http.post('update-geopositions', form);
}
