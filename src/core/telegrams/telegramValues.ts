import type { TelegramRecord } from './dataRecords.ts';

/** The readings a water portal wants, named as the API answers them; only what the telegram carries. */
export interface TelegramValues {
  total_m3?: number;
  target_m3?: number;
  target_date?: string;
  flow_m3h?: number;
  meter_datetime?: string;
  battery_years?: number;
  flow_temperature_c?: number;
  external_temperature_c?: number;
  operating_time_h?: number;
  on_time_h?: number;
  actuality_duration_s?: number;
  error_flags?: number;
}

const TO_HOURS: Record<string, number> = { s: 1 / 3600, min: 1 / 60, h: 1, d: 24 };
const TO_SECONDS: Record<string, number> = { s: 1, min: 60, h: 3600, d: 86400 };
const FLOW_TO_M3H: Record<string, number> = { 'm3/h': 1, 'm3/min': 60, 'm3/s': 3600 };

/**
 * Values from the records: `total_m3` is the current volume (storage 0, tariff 0, sub-unit 0, instantaneous,
 * no VIFE), `target_m3` / `target_date` the same at storage 1 (the billing date, OMS Vol. 2 Annex),
 * the rest the first record of its kind at storage 0. A record whose value is invalid gives no value.
 */
export function telegramValues(records: readonly TelegramRecord[]): TelegramValues {
  const values: TelegramValues = {};
  const set = <K extends keyof TelegramValues>(key: K, value: TelegramValues[K] | null | undefined) => {
    if (values[key] === undefined && value !== null && value !== undefined) values[key] = value;
  };
  for (const r of records) {
    const plain = r.tariff === 0 && r.subunit === 0 && r.function === 'instantaneous';
    if (!plain || (r.storage !== 0 && r.storage !== 1)) continue;
    const now = r.storage === 0;
    const n = typeof r.value === 'number' ? r.value : null;
    const text = typeof r.value === 'string' ? r.value : null;
    switch (r.quantity) {
      case 'volume':
        if (r.unit === 'm3') set(now ? 'total_m3' : 'target_m3', n);
        break;
      case 'date':
      case 'datetime':
        if (now && r.quantity === 'datetime') set('meter_datetime', text);
        if (!now) set('target_date', text?.slice(0, 10));
        break;
      case 'volume_flow':
        if (now && n !== null && FLOW_TO_M3H[r.unit]) set('flow_m3h', round(n * FLOW_TO_M3H[r.unit]));
        break;
      case 'flow_temperature':
      case 'external_temperature':
        if (now && r.unit === '°C') set(`${r.quantity}_c`, n);
        break;
      case 'operating_time':
      case 'on_time':
        if (now && n !== null) set(`${r.quantity}_h`, round(n * TO_HOURS[r.unit]));
        break;
      case 'actuality_duration':
        if (now && n !== null) set('actuality_duration_s', n * TO_SECONDS[r.unit]);
        break;
      case 'remaining_battery_life':
        if (now && n !== null) set('battery_years', Math.round((n / 365.25) * 100) / 100);
        break;
      case 'error_flags':
        if (now) set('error_flags', n);
        break;
    }
  }
  return values;
}

function round(n: number): number {
  return Math.round(n * 1e9) / 1e9;
}
