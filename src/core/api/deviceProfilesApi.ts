import type { DeviceProfile } from '../contract/deviceProfiles.ts';
import type { Page } from '../contract/pagination.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import type { ListParams } from './ListParams.ts';

/** GET device-profiles/ (one page); filter `meter_type`. */
export function listDeviceProfiles(http: HttpClient, query: ListParams = {}): Promise<Page<DeviceProfile>> {
  return http.get('device-profiles', { params: query });
}

/** GET device-profiles/{uuid}/. */
export function getDeviceProfile(http: HttpClient, uuid: string): Promise<DeviceProfile> {
  return http.get(`device-profiles/${encodeURIComponent(uuid)}`);
}
