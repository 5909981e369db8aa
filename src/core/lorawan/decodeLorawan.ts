import { isAlertState, type AlertState } from '../domain/alertStates.ts';
import { runCodec, type LorawanCodecType } from './lorawanCodecs.ts';

/** fPorts of the Sonico Nano's frames: its uplinks carry the meter's own frame, the module's go elsewhere. */
const SONICO_NANO_PORTS = new Set([100, 101, 102, 104]);

/** The reading a LoRaWAN uplink carries, for the readouts' columns. */
export interface LorawanReading {
  codec: LorawanCodecType;
  volumeM3: number;
  temperature: number | null;
  batteryDays: number | null;
  alerts: AlertState[];
  data: Record<string, unknown>;
  warnings: string[];
}

export type LorawanDecodeResult =
  | { ok: true; reading: LorawanReading }
  | { ok: false; codec: LorawanCodecType; errors: string[]; data?: Record<string, unknown> };

/** The codec an uplink of a LoRa meter is decoded with: its meter's frames by fPort, else the radio module's. */
export function codecForPort(fPort: number): LorawanCodecType {
  return SONICO_NANO_PORTS.has(fPort) ? 'sonico-nano' : 'rcmlrwotaa';
}

const numberOr = (value: unknown, otherwise: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? value : otherwise;

/**
 * Decodes an uplink with the codec of its port and reads the portal's reading out of the codec's data: an
 * uplink the codec refuses, or one without a volume in m3, is not a reading.
 */
export function decodeLorawan(bytes: readonly number[], fPort: number): LorawanDecodeResult {
  const codec = codecForPort(fPort);
  const output = runCodec(codec, { bytes, fPort });
  if (output.errors?.length || !output.data) return { ok: false, codec, errors: output.errors ?? ['no data'] };
  const { data } = output;
  const volumeM3 = numberOr(data.volume_m3, null);
  if (volumeM3 === null) return { ok: false, codec, errors: ['no volume in m3'], data };
  const alerts = Array.isArray(data.alerts) ? data.alerts.filter(isAlertState) : [];
  return {
    ok: true,
    reading: {
      codec,
      volumeM3,
      temperature: numberOr(data.water_temperature_c, null),
      batteryDays: numberOr(data.battery_days, null),
      alerts,
      data,
      warnings: output.warnings ?? [],
    },
  };
}
