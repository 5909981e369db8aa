import { alertBit } from '../../../src/core/domain/alertStates.ts';
import { WATER_DEVICE_TYPES, type DecodedTelegram } from '../../../src/core/telegrams/index.ts';
import type { AlertReading } from '../readouts/readingAlertStep.ts';

/**
 * The reading a decoded telegram gives its installation: only what the telegram carries (no volume, no
 * reading), its alert states as the readout's alert bits. Null for a telegram without
 * a water volume: nothing the telegram did not say is ever stored as a number.
 */
export interface TelegramReading extends AlertReading {
  temperature: number | null;
  batteryLifetime: number | null;
  signalStrength: number | null;
}

export function telegramReading(
  telegram: DecodedTelegram,
  installationId: number,
  receivedAt: Date,
  rssi: number | undefined,
): TelegramReading | null {
  const { values } = telegram;
  if (!WATER_DEVICE_TYPES.has(telegram.device_type)) return null;
  if (values.total_m3 === undefined) return null;
  return {
    installationId,
    ts: receivedAt,
    totalVolume: values.total_m3,
    flow: values.flow_m3h ?? null,
    temperature: values.flow_temperature_c ?? values.external_temperature_c ?? null,
    batteryLifetime: values.battery_years === undefined ? null : Math.round(values.battery_years * 365.25),
    signalStrength: rssi ?? null,
    alertFlags: telegram.alerts.reduce((flags, state) => flags | alertBit(state), 0),
  };
}
