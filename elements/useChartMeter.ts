import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { meterBySerialQuery, meterQuery } from '../src/features/reports/reportQueries.ts';
import { embedRefusalOf } from './embedRefusal.ts';

export interface ChartMeter {
  uuid: string;
  serial: string;
  meterType: string;
}

/**
 * The meter an element names by installation uuid or by serial number, with the type that decides its charts.
 * Nothing is asked while `signedIn` is false: the server's 401 would tell a visitor nothing.
 */
export function useChartMeter(http: HttpClient, installation?: string, serial?: string, signedIn = true) {
  const byUuid = useQuery({ ...meterQuery(http, installation ?? ''), enabled: signedIn && Boolean(installation) });
  const bySerial = useQuery({
    ...meterBySerialQuery(http, serial ?? ''),
    enabled: signedIn && !installation && Boolean(serial),
  });
  const found = installation ? byUuid.data : bySerial.data;
  const meter: ChartMeter | null = found
    ? { uuid: found.uuid, serial: found.serial_number, meterType: found.meter_type }
    : null;
  const query = installation ? byUuid : bySerial;
  return {
    meter,
    refusal: embedRefusalOf(query.error),
    pending: signedIn && Boolean(installation || serial) && query.isPending,
    /** no meter named at all: the page has yet to choose one */
    unnamed: !installation && !serial,
    missing: !installation && !serial ? true : query.isError || (query.isSuccess && !meter),
  };
}
