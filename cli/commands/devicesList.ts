import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import type { EndpointQuery } from '../../src/core/contract/endpoint.ts';
import { installationEndpoints } from '../../src/core/contract/installationEndpoints.ts';
import type { Installation } from '../../src/core/contract/installations.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';

export interface DevicesListOptions {
  serial?: string;
  type?: string;
  company?: string;
  group?: string;
  alert?: string;
  search?: string;
  ordering?: string;
  limit?: string;
  offset?: string;
}

export interface DeviceListRow {
  uuid: string;
  serial_number: string;
  meter_type: string;
  company: string;
  groups: string[];
  alerts: string[];
  volume: number | null;
  last_readout: string | null;
  lat: number | null;
  lng: number | null;
}

export interface DevicesListResult {
  /** matching meters on the server, of which `rows` is one page */
  count: number;
  rows: DeviceListRow[];
}

const wholeNumber = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} expects a whole number, not "${value}"`);
  return Number(value);
};

const row = (i: Installation): DeviceListRow => ({
  uuid: i.uuid,
  serial_number: i.serial_number,
  meter_type: i.meter_type,
  company: i.company_name,
  groups: i.groups.map((g) => g.name),
  alerts: i.alerts,
  volume: i.state.volume,
  last_readout: i.last_readout,
  lat: i.lat,
  lng: i.lng,
});

/** Lists meters of the caller's companies with the server's filters (one page, 100 by default). */
export async function devicesList(context: CliContext, options: DevicesListOptions): Promise<DevicesListResult> {
  const query: EndpointQuery<typeof installationEndpoints.list> = {
    serial_number: options.serial,
    meter_type: options.type,
    company: wholeNumber('company', options.company),
    group: options.group,
    alert: options.alert,
    search: options.search,
    ordering: options.ordering,
    limit: wholeNumber('limit', options.limit),
    offset: wholeNumber('offset', options.offset),
  };
  const page = await withSession(context, () => callEndpoint(context.http, installationEndpoints.list, { query }));
  return { count: page.count, rows: page.results.map(row) };
}
