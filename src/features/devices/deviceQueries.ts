import { queryOptions } from '@tanstack/react-query';
import type { Company } from '../../core/contract/companies.ts';
import type { DeviceTypes } from '../../core/contract/devices.ts';
import type { Installation, InstallationAlert, InstallationState } from '../../core/contract/installations.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import type { Page } from '../../core/contract/pagination.ts';
import { GRID_LIMIT, QUERY_ALL } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { toListParams, type DeviceSearch } from './deviceSearch.ts';

// One portal instance keeps one http client and its own QueryClient, so http is never part of a key.

/** Root key of everything installation-shaped; creating devices or moving them invalidates it. */
export const INSTALLATIONS_KEY = ['installations'] as const;

/** GET installations/: one page of the grid, as the URL's filters, ordering and offset say. */
export function installationsQuery(http: HttpClient, search: DeviceSearch) {
  const params = toListParams(search, GRID_LIMIT);
  return queryOptions({
    queryKey: [...INSTALLATIONS_KEY, 'list', params],
    queryFn: ({ signal }) => http.get<Page<Installation>>('installations', { params, signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET installations/{uuid}/. */
export function installationQuery(http: HttpClient, uuid: string) {
  return queryOptions({
    queryKey: [...INSTALLATIONS_KEY, 'one', uuid],
    queryFn: ({ signal }) => http.get<Installation>(`installations/${encodeURIComponent(uuid)}`, { signal }),
  });
}

/** GET installations/{uuid}/state/: volume, alert count and the last readout. */
export function installationStateQuery(http: HttpClient, uuid: string) {
  return queryOptions({
    queryKey: [...INSTALLATIONS_KEY, 'one', uuid, 'state'],
    queryFn: ({ signal }) => http.get<InstallationState>(`installations/${encodeURIComponent(uuid)}/state`, { signal }),
  });
}

/** GET installations/{uuid}/alerts/: open and past alerts, newest first as the server sends them. */
export function installationAlertsQuery(http: HttpClient, uuid: string) {
  return queryOptions({
    queryKey: [...INSTALLATIONS_KEY, 'one', uuid, 'alerts'],
    queryFn: async ({ signal }) => {
      const answer = await http.get<InstallationAlert[] | Page<InstallationAlert>>(
        `installations/${encodeURIComponent(uuid)}/alerts`,
        { signal },
      );
      return Array.isArray(answer) ? answer : answer.results;
    },
  });
}

/** GET devices/types/: the meter and module type labels; they never change while the portal runs. */
export function deviceTypesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['devices', 'types'],
    queryFn: ({ signal }) => http.get<DeviceTypes>('devices/types', { signal }),
    staleTime: Infinity,
  });
}

/** GET meter-groups/ (all of them): the group filter's choices. */
export function groupChoicesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['meter-groups', 'choices'],
    queryFn: async ({ signal }) => {
      const answer = await http.get<MeterGroup[] | Page<MeterGroup>>('meter-groups', {
        params: { ...QUERY_ALL, ordering: 'name' },
        signal,
      });
      return Array.isArray(answer) ? answer : answer.results;
    },
  });
}

/** GET companies/?no_page=true: the company filter's choices for staff and distributors. */
export function companyChoicesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['companies', 'choices'],
    queryFn: ({ signal }) => http.get<Company[]>('companies', { params: { no_page: 'true' }, signal }),
  });
}
