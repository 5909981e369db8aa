import { randomUUID } from 'node:crypto';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';

/** A LoRa meter of a company with the device EUI `eui`, as Register LoRa keeps it. */
export async function addLoraMeter(
  server: TestServer,
  companyId: number,
  eui: string,
  meterType: string = LORA_METER_TYPE,
): Promise<{ id: number; uuid: string }> {
  const [row] = await server.built.ctx.db
    .insert(installations)
    .values({ serialNumber: `LRW-${eui}`, deviceEui: eui, meterType, companyId })
    .returning({ id: installations.id, uuid: installations.uuid });
  return row;
}

/** A ChirpStack v4 `up` event body (HTTP integration, JSON) carrying `bytes` on `fPort`. */
export function upEvent(
  devEui: string,
  bytes: readonly number[],
  options: {
    fPort?: number;
    fCnt?: number;
    time?: string;
    deduplicationId?: string;
    object?: Record<string, unknown>;
    gateways?: Array<{ rssi: number; snr: number }>;
    spreadingFactor?: number;
  } = {},
) {
  return {
    deduplicationId: options.deduplicationId ?? randomUUID(),
    time: options.time ?? new Date().toISOString(),
    deviceInfo: {
      tenantId: randomUUID(),
      tenantName: 'Riverside',
      applicationId: randomUUID(),
      applicationName: 'water',
      deviceProfileId: randomUUID(),
      deviceProfileName: 'RCM-LRW10',
      deviceName: `meter-${devEui}`,
      devEui,
      deviceClassEnabled: 'CLASS_A',
      tags: {},
    },
    devAddr: '01a2b3c4',
    adr: true,
    dr: 5,
    fCnt: options.fCnt ?? 7,
    fPort: options.fPort ?? 1,
    confirmed: false,
    data: Buffer.from(bytes).toString('base64'),
    ...(options.object && { object: options.object }),
    rxInfo: (options.gateways ?? [{ rssi: -97, snr: 6.5 }]).map((g, index) => ({
      gatewayId: `00800000a00016${String(index).padStart(2, '0')}`,
      uplinkId: 1000 + index,
      rssi: g.rssi,
      snr: g.snr,
      channel: 2,
      location: {},
      context: 'AAAAAA==',
      metadata: { region_common_name: 'EU868' },
      crcStatus: 'CRC_OK',
    })),
    txInfo: {
      frequency: 868500000,
      modulation: { lora: { bandwidth: 125000, spreadingFactor: options.spreadingFactor ?? 9, codeRate: 'CR_4_5' } },
    },
  };
}
