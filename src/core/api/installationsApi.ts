import type {
  Installation,
  InstallationAlert,
  InstallationState,
  InstallationTotal,
} from '../contract/installations.ts';
import type { Page } from '../contract/pagination.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import type { ListParams } from './ListParams.ts';

/** Filters of installations/: serial_number, meter_type, company, group (uuid), alert (state). */
export interface InstallationListParams extends ListParams {
  serial_number?: string;
  meter_type?: string;
  company?: number;
  group?: string;
  alert?: string;
}

/** GET installations/ (one page). */
export function listInstallations(http: HttpClient, query: InstallationListParams = {}): Promise<Page<Installation>> {
  return http.get('installations', { params: query });
}

/** GET installations/{uuid}/. */
export function getInstallation(http: HttpClient, uuid: string): Promise<Installation> {
  return http.get(`installations/${encodeURIComponent(uuid)}`);
}

/** GET installations/total/?company=. */
export function getInstallationTotal(http: HttpClient, company?: number): Promise<InstallationTotal> {
  return http.get('installations/total', { params: company === undefined ? {} : { company } });
}

/** GET installations/{uuid}/alerts/, newest first; `active` keeps open (true) or closed (false) ones. */
export function listInstallationAlerts(http: HttpClient, uuid: string, active?: boolean): Promise<InstallationAlert[]> {
  return http.get(`installations/${encodeURIComponent(uuid)}/alerts`, {
    params: active === undefined ? {} : { active },
  });
}

/** GET installations/{uuid}/state/. */
export function getInstallationState(http: HttpClient, uuid: string): Promise<InstallationState> {
  return http.get(`installations/${encodeURIComponent(uuid)}/state`);
}
