import { randomUUID } from 'node:crypto';
import { callEndpoint, callEndpointAll } from '../../src/core/api/callEndpoint.ts';
import { installationEndpoints } from '../../src/core/contract/installationEndpoints.ts';
import { LORAWAN_OUTCOMES, type LorawanOutcome } from '../../src/core/contract/lorawan.ts';
import { lorawanEndpoints } from '../../src/core/contract/lorawanEndpoints.ts';
import { LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import { normalizeEui } from '../../src/core/lorawan/devEui.ts';
import { encodeRcmLrw10 } from '../../src/core/lorawan/encodeRcmLrw10.ts';
import type { CliContext } from '../createCliContext.ts';
import { withSession } from '../withSession.ts';
import { simulateOptions, type SimulateOptions } from './simulateOptions.ts';

export type LorawanSimulateOptions = SimulateOptions;

export interface LorawanSimulateResult {
  meters: number;
  sent: number;
  counts: Record<LorawanOutcome, number>;
}

/** Uplinks in flight at once: the portal decodes and stores each on its own. */
const PARALLEL = 4;

/**
 * Posts the uplinks your LoRa meters would send next to the portal's ChirpStack endpoint, shaped as ChirpStack
 * v4's HTTP integration sends them: RCM-LRW10 frames with the volume going on from each meter's newest reading
 * (in litres), and the radio's facts moving as a real network's do (spreading factor, the gateways' RSSI and
 * SNR, the frame counter). The newest uplink is stamped now, the others `interval` minutes apart before it.
 */
export async function lorawanSimulate(
  context: CliContext,
  options: LorawanSimulateOptions,
  now = new Date(),
): Promise<LorawanSimulateResult> {
  const { count, interval, company } = simulateOptions(options);
  return withSession(context, async () => {
    const meters = (
      await callEndpointAll(context.http, installationEndpoints.list, {
        query: { company, meter_type: LORA_METER_TYPE },
      })
    ).filter((meter) => meter.meter_type === LORA_METER_TYPE && meter.device_eui && normalizeEui(meter.device_eui));
    const bodies = meters.flatMap((meter, index) => {
      let litres = Math.round((meter.state.volume ?? 0) * 1000);
      return Array.from({ length: count }, (_, step) => {
        const n = count - 1 - step;
        const at = new Date(now.getTime() - n * interval * 60_000);
        const seed = (index * 31 + Math.floor(at.getTime() / 60_000)) % 97;
        litres += 5 + (seed % 23) * 3;
        return uplinkBody(meter.device_eui!, meter.serial_number, litres, at, seed);
      });
    });
    const counts = Object.fromEntries(LORAWAN_OUTCOMES.map((o) => [o, 0])) as Record<LorawanOutcome, number>;
    for (let at = 0; at < bodies.length; at += PARALLEL) {
      const replies = await Promise.all(
        bodies
          .slice(at, at + PARALLEL)
          .map((body) => callEndpoint(context.http, lorawanEndpoints.chirpstack, { query: { event: 'up' }, body })),
      );
      for (const reply of replies) counts[reply.outcome] += 1;
    }
    return { meters: meters.length, sent: bodies.length, counts };
  });
}

/** An `up` event as ChirpStack v4 posts it, one or two gateways hearing the meter. */
function uplinkBody(devEui: string, serial: string, litres: number, at: Date, seed: number) {
  const spreadingFactor = 7 + (seed % 6);
  const rssi = -80 - spreadingFactor * 4 - (seed % 9);
  const snr = Number((10 - (spreadingFactor - 7) * 3.5 + (seed % 5) * 0.5).toFixed(1));
  const bytes = encodeRcmLrw10({
    meterId: serial.replace(/\D/g, '').slice(-8) || '0',
    register: litres,
    batterySemesters: 20 - (seed % 3),
  });
  return {
    deduplicationId: randomUUID(),
    time: at.toISOString(),
    deviceInfo: { deviceName: serial, devEui },
    fCnt: Math.floor(at.getTime() / 900_000) % 65_536,
    fPort: 1,
    data: Buffer.from(bytes).toString('base64'),
    rxInfo: [
      { gatewayId: '0080000000a00001', rssi, snr },
      ...(seed % 3 === 0 ? [{ gatewayId: '0080000000a00002', rssi: rssi - 6, snr: snr - 2 }] : []),
    ],
    txInfo: { frequency: 868_100_000, modulation: { lora: { bandwidth: 125_000, spreadingFactor } } },
  };
}
