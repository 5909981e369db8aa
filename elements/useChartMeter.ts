import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { meterBySerialQuery, meterQuery } from '../src/features/reports/reportQueries.ts';

export interface ChartMeter {
  uuid: string;
  serial: string;
  meterType: string;
}

/** The meter an element names by installation uuid or by serial number, with the type that decides its charts. */
export function useChartMeter(http: HttpClient, installation?: string, serial?: string) {
  const byUuid = useQuery({ ...meterQuery(http, installation ?? ''), enabled: Boolean(installation) });
  const bySerial = useQuery({ ...meterBySerialQuery(http, serial ?? ''), enabled: !installation && Boolean(serial) });
  const found = installation ? byUuid.data : bySerial.data;
  const meter: ChartMeter | null = found
    ? { uuid: found.uuid, serial: found.serial_number, meterType: found.meter_type }
    : null;
  const query = installation ? byUuid : bySerial;
  const code = (query.error as { code?: unknown } | null)?.code;
  return {
    meter,
    /** an embed key's refusal: the page's origin is not on the key, or the key no longer works */
    refusal: code === 'origin_not_allowed' || code === 'embed_key_invalid' ? code : null,
    pending: Boolean(installation || serial) && query.isPending,
    missing: !installation && !serial ? true : query.isError || (query.isSuccess && !meter),
  };
}
