import { callEndpointAll, downloadEndpoint } from '../../src/core/api/callEndpoint.ts';
import { installationEndpoints } from '../../src/core/contract/installationEndpoints.ts';
import { keyEndpoints } from '../../src/core/contract/keyEndpoints.ts';
import { encodeTelegram, waterRecords } from '../../src/core/telegrams/index.ts';
import type { CliContext } from '../createCliContext.ts';
import { withSession } from '../withSession.ts';
import { simulateOptions, type SimulateOptions } from './simulateOptions.ts';

export type TelegramsSimulateOptions = SimulateOptions;

export interface TelegramsSimulateResult {
  modules: number;
  /** `hex;timestamp`, one line per telegram, as `telegrams ingest` reads them */
  lines: string[];
}

/** A wireless M-Bus module as the key list names it: the 8-digit id, or GWF before it. */
const WMBUS_SERIAL = /^(?:GWF)?(\d{8})$/;

interface ExportedKey {
  module_serial: string;
  meter_serial: string | null;
  is_deleted: boolean;
  key?: { aes_key?: string | null };
  'key.aes_key'?: string | null;
}

/**
 * Telegrams the radio modules of your companies' meters would send next: GWF water telegrams in security mode 5,
 * encrypted with each module's key (read through the logged key export), with the meter's volume going on from
 * its newest reading. The newest telegram is stamped now, the others `interval` minutes apart before it.
 */
export async function telegramsSimulate(
  context: CliContext,
  options: TelegramsSimulateOptions,
  now = new Date(),
): Promise<TelegramsSimulateResult> {
  const { count, interval, company } = simulateOptions(options);
  const [download, meters] = await withSession(context, () =>
    Promise.all([
      downloadEndpoint(
        context.http,
        keyEndpoints.export,
        { params: { format: 'json' }, query: { company } },
        { responseType: 'arraybuffer' },
      ),
      callEndpointAll(context.http, installationEndpoints.list, { query: { company } }),
    ]),
  );
  const keys = JSON.parse(Buffer.from(download.data as ArrayBuffer).toString('utf8')) as ExportedKey[];
  const volumeOf = new Map(meters.map((meter) => [meter.serial_number, meter.state.volume ?? 0]));
  const lines: string[] = [];
  let modules = 0;
  for (const key of keys) {
    const id = WMBUS_SERIAL.exec(key.module_serial)?.[1];
    const aes = key.key?.aes_key ?? key['key.aes_key'];
    if (!id || !aes || key.is_deleted || !key.meter_serial || !volumeOf.has(key.meter_serial)) continue;
    modules += 1;
    let volume = volumeOf.get(key.meter_serial) ?? 0;
    for (let n = count - 1; n >= 0; n -= 1) {
      const at = new Date(now.getTime() - n * interval * 60_000);
      const flow = Number((0.05 + ((Number(id) + n) % 7) * 0.03).toFixed(3));
      volume = Number((volume + (flow * interval) / 60).toFixed(3));
      const hex = encodeTelegram({
        manufacturer: 'GWF',
        id,
        access_number: (at.getTime() / 60_000) & 0xff,
        records: waterRecords({ total_m3: volume, flow_m3h: flow, meter_datetime: at }),
        key: aes,
      });
      lines.push(`${hex};${at.toISOString()}`);
    }
  }
  return { modules, lines };
}
