import type { GeopositionUpdate, LoraAction, TaskStarted } from '../../core/contract/devices.ts';
import type { Installation } from '../../core/contract/installations.ts';
import type { Download, HttpClient } from '../../core/http/createHttpClient.ts';

// The calls of the device screens that change data or fetch files. They move to src/core/api/devicesApi.ts
// once that module exists, so the CLI can share them.

/** POST devices/: AFM meters from comma-separated serial numbers, all or none. */
export function createDevices(http: HttpClient, serialNumbers: string): Promise<Installation[]> {
  return http.post('devices', { serial_number: serialNumbers });
}

/** POST devices/lora/: starts registering (or deleting) devices on the low-power network; 202 {task_id}. */
export function startLoraAction(http: HttpClient, devices: string[], action: LoraAction): Promise<TaskStarted> {
  return http.post('devices/lora', { devices, action });
}

/** Where the result of a LoRa task is asked for with `?task_id=`. */
export const LORA_RESULT_PATH = 'devices/lora/result';

/** GET get-template/: the geoposition file template, named by the server. */
export function downloadGeopositionTemplate(http: HttpClient): Promise<Download> {
  return http.download('get-template');
}

/** POST update-geopositions/ with the CSV or XLSX file as the multipart field `file`. */
export function uploadGeopositions(http: HttpClient, file: File): Promise<GeopositionUpdate> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post('update-geopositions', form);
}
