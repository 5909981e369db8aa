/**
 * Meter and communication-module types (the maps `GET devices/types/` answers). AFM flow meters are the
 * only type that can be created by hand; `rcmlrwotaa` is the LoRaWAN meter (OTAA join) registered on the
 * low-power network.
 */
export const METER_TYPES = {
  afm: 'AFM',
  rcmlrwotaa: 'LoRa (RCM-LRW OTAA)',
} as const;

export type MeterType = keyof typeof METER_TYPES;

export const AFM_METER_TYPE: MeterType = 'afm';
export const LORA_METER_TYPE: MeterType = 'rcmlrwotaa';

export const COMMUNICATION_MODULE_TYPES = {
  'rcm-lrw': 'RCM-LRW (LoRaWAN)',
  'rcm-gsm': 'RCM-GSM (LTE-M)',
  'rcm-nb': 'RCM-NB (NB-IoT)',
} as const;

export type CommunicationModuleType = keyof typeof COMMUNICATION_MODULE_TYPES;

export function isMeterType(value: unknown): value is MeterType {
  return typeof value === 'string' && Object.hasOwn(METER_TYPES, value);
}
