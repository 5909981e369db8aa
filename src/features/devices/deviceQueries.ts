import { queryOptions } from '@tanstack/react-query';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { deviceQueries } from '../../queries/deviceQueries.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { toListParams, type DeviceSearch } from './deviceSearch.ts';

 

/** Root key of everything installation-shaped; creating devices or moving them invalidates it. */
export const INSTALLATIONS_KEY = installationQueries.root;

/** GET installations/: one page of the grid, as the URL's filters, ordering and offset say. */
export function installationsQuery(http: HttpClient, search: DeviceSearch) {
  return queryOptions({
    ...installationQueries.list(http, toListParams(search, GRID_LIMIT)),
    placeholderData: (previous) => previous,
  });
}

/** GET installations/{uuid}/. */
export function installationQuery(http: HttpClient, uuid: string) {
  return installationQueries.one(http, uuid);
}

/** GET installations/{uuid}/state/: volume, alert count and the last readout. */
export function installationStateQuery(http: HttpClient, uuid: string) {
  return installationQueries.state(http, uuid);
}

/** GET installations/{uuid}/alerts/: open and past alerts, newest first. */
export function installationAlertsQuery(http: HttpClient, uuid: string) {
  return installationQueries.alerts(http, uuid);
}

/** GET devices/types/: the meter and module type labels; they never change while the portal runs. */
export function deviceTypesQuery(http: HttpClient) {
  return queryOptions({ ...deviceQueries.types(http), staleTime: Infinity });
}
