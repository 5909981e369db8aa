import {
  dropEmpty,
  hasAnyFilter,
  parseUrlSearch,
  withFilter as withUrlFilter,
} from '../../components/url-filters/index.ts';
import type { EndpointQuery } from '../../core/contract/endpoint.ts';
import type { installationEndpoints } from '../../core/contract/installationEndpoints.ts';

type InstallationListQuery = EndpointQuery<typeof installationEndpoints.list>;

/**
 * The Devices screen's state in the URL: filters, ordering, page and the device open in the panel.
 * A type, not an interface, so that it fits the index signature of the shared URL helpers.
 */
export type DeviceSearch = {
  search?: string;
  serial?: string;
  type?: string;
  group?: string;
  company?: string;
  alert?: string;
  ordering?: string;
  offset?: number;
  device?: string;
};

/** The filters a user sets; changing any of them starts again at the first page. */
export const DEVICE_FILTERS = ['search', 'serial', 'type', 'group', 'company', 'alert'] as const;
export type DeviceFilter = (typeof DEVICE_FILTERS)[number];

const TEXT_KEYS = [...DEVICE_FILTERS, 'ordering', 'device'] as const;

/** Reads the screen's state from the router's search object, dropping anything malformed. */
export function parseDeviceSearch(raw: Record<string, unknown>): DeviceSearch {
  return parseUrlSearch<DeviceSearch>(raw, TEXT_KEYS);
}

/** A new search with one filter changed: the offset goes, since the old page may not exist any more. */
export function withFilter(current: DeviceSearch, filter: DeviceFilter, value: string | undefined): DeviceSearch {
  return withUrlFilter(current, filter, value);
}

/** Whether any filter is set (the empty grid then says so and offers to clear them). */
export function hasFilters(search: DeviceSearch): boolean {
  return hasAnyFilter(search, DEVICE_FILTERS);
}

/** The query of GET installations/: the URL's short names become the server's field names. */
export function toListParams(search: DeviceSearch, limit: number): InstallationListQuery {
  const params: InstallationListQuery = { limit, offset: search.offset ?? 0 };
  if (search.search) params.search = search.search;
  if (search.serial) params.serial_number = search.serial;
  if (search.type) params.meter_type = search.type;
  if (search.group) params.group = search.group;
  if (search.company) params.company = search.company;
  if (search.alert) params.alert = search.alert;
  if (search.ordering) params.ordering = search.ordering;
  return params;
}

/** Whole numbers the router would write back unchanged; anything else (leading zeros, long digits) stays text. */
const PLAIN_NUMBER = /^-?[1-9]\d{0,14}$/;

/**
 * The search object handed to the router. Its serializer quotes text that looks like a number
 * (`serial=%2221040082%22`); such values go as numbers instead, so the URL reads `serial=21040082` and
 * `parseDeviceSearch` turns them back into the same text.
 */
export function toUrlSearch(search: DeviceSearch): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(dropEmpty(search)).map(([key, value]: [string, string | number]) => [
      key,
      typeof value === 'string' && PLAIN_NUMBER.test(value) ? Number(value) : value,
    ]),
  );
}
