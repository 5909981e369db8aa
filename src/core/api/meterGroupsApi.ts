import type { ExportFormat, MeterGroup, MeterGroupCreate, MeterGroupUpdate } from '../contract/meterGroups.ts';
import type { Page } from '../contract/pagination.ts';
import type { Download, HttpClient } from '../http/createHttpClient.ts';
import type { ListParams } from './ListParams.ts';

const groupPath = (uuid: string) => `meter-groups/${encodeURIComponent(uuid)}`;

/** GET meter-groups/ (one page). */
export function listMeterGroups(http: HttpClient, query: ListParams = {}): Promise<Page<MeterGroup>> {
  return http.get('meter-groups', { params: query });
}

/** GET meter-groups/{uuid}/. */
export function getMeterGroup(http: HttpClient, uuid: string): Promise<MeterGroup> {
  return http.get(groupPath(uuid));
}

/** POST meter-groups/. */
export function createMeterGroup(http: HttpClient, body: MeterGroupCreate): Promise<MeterGroup> {
  return http.post('meter-groups', body);
}

/** PATCH meter-groups/{uuid}/. */
export function updateMeterGroup(http: HttpClient, uuid: string, body: MeterGroupUpdate): Promise<MeterGroup> {
  return http.patch(groupPath(uuid), body);
}

/** DELETE meter-groups/{uuid}/. */
export function deleteMeterGroup(http: HttpClient, uuid: string): Promise<void> {
  return http.delete(groupPath(uuid));
}

/** POST meter-groups/{uuid}/add_installations/ {installations}. */
export function addGroupInstallations(http: HttpClient, uuid: string, installations: string[]): Promise<MeterGroup> {
  return http.post(`${groupPath(uuid)}/add_installations`, { installations });
}

/** POST meter-groups/{uuid}/delete_installations/ {installations}. */
export function removeGroupInstallations(http: HttpClient, uuid: string, installations: string[]): Promise<MeterGroup> {
  return http.post(`${groupPath(uuid)}/delete_installations`, { installations });
}

/** GET meter-groups/export.{format}/?groups=a;b (all visible groups when none are named). */
export function exportMeterGroups(http: HttpClient, groups: string[], format: ExportFormat): Promise<Download> {
  return http.download(`meter-groups/export.${format}`, {
    params: groups.length > 0 ? { groups: groups.join(';') } : {},
  });
}
