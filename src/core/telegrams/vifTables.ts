/**
 * Value information codes of EN 13757-3:2018: the primary VIF table (Table 10), the first extension table
 * after VIF 0xFB (Table 12) and the second after VIF 0xFD (Table 14). A code that is not here is decoded
 * as quantity "unknown", its value kept as sent.
 */
export type ValueKind = 'number' | 'date' | 'datetime' | 'bits';

/** quantity, unit, power of ten, kind */
export type VifMeaning = readonly [string, string, number, ValueKind?];

const DURATION = ['s', 'min', 'h', 'd'] as const;
const LONG_DURATION = ['h', 'd', 'month', 'year'] as const;

/** A table entry: a bare name is a quantity without unit and power of ten, its value a number. */
const meaningOf = (entry: string | VifMeaning | undefined): VifMeaning | undefined =>
  typeof entry === 'string' ? [entry, '', 0] : entry;

export function primaryVif(c: number): VifMeaning | undefined {
  const n3 = c & 7;
  const n2 = c & 3;
  if (c <= 0x07) return ['energy', 'Wh', n3 - 3];
  if (c <= 0x0f) return ['energy', 'J', n3];
  if (c <= 0x17) return ['volume', 'm3', n3 - 6];
  if (c <= 0x1f) return ['mass', 'kg', n3 - 3];
  if (c <= 0x23) return ['on_time', DURATION[n2], 0];
  if (c <= 0x27) return ['operating_time', DURATION[n2], 0];
  if (c <= 0x2f) return ['power', 'W', n3 - 3];
  if (c <= 0x37) return ['power', 'J/h', n3];
  if (c <= 0x3f) return ['volume_flow', 'm3/h', n3 - 6];
  if (c <= 0x47) return ['volume_flow', 'm3/min', n3 - 7];
  if (c <= 0x4f) return ['volume_flow', 'm3/s', n3 - 9];
  if (c <= 0x57) return ['mass_flow', 'kg/h', n3 - 3];
  if (c <= 0x5b) return ['flow_temperature', '°C', n2 - 3];
  if (c <= 0x5f) return ['return_temperature', '°C', n2 - 3];
  if (c <= 0x63) return ['temperature_difference', 'K', n2 - 3];
  if (c <= 0x67) return ['external_temperature', '°C', n2 - 3];
  if (c <= 0x6b) return ['pressure', 'bar', n2 - 3];
  if (c === 0x6c) return ['date', '', 0, 'date'];
  if (c === 0x6d) return ['datetime', '', 0, 'datetime'];
  if (c === 0x6e) return ['hca_units', '', 0];
  if (c === 0x6f) return undefined;
  if (c <= 0x73) return ['averaging_duration', DURATION[n2], 0];
  if (c <= 0x77) return ['actuality_duration', DURATION[n2], 0];
  return meaningOf(PRIMARY_IDENTIFIERS[c]);
}

/** Codes that name one quantity each; a bare name is one without unit and power of ten (see `meaningOf`). */
const PRIMARY_IDENTIFIERS: Record<number, string | VifMeaning> = {
  0x78: 'fabrication_number',
  0x79: 'enhanced_identification',
  0x7a: 'bus_address',
};

/** After VIF 0xFB (EN 13757-3 Table 12). */
export function extensionFb(c: number): VifMeaning | undefined {
  const n1 = c & 1;
  const n2 = c & 3;
  if (c <= 0x01) return ['energy', 'MWh', n1 - 1];
  if (c <= 0x03) return ['reactive_energy', 'kVARh', n1];
  if (c >= 0x08 && c <= 0x09) return ['energy', 'GJ', n1 - 1];
  if (c >= 0x0c && c <= 0x0f) return ['energy', 'MCal', n2 - 1];
  if (c >= 0x10 && c <= 0x11) return ['volume', 'm3', n1 + 2];
  if (c >= 0x18 && c <= 0x19) return ['mass', 't', n1 + 2];
  if (c >= 0x1a && c <= 0x1b) return ['relative_humidity', '%', n1 - 1];
  if (c >= 0x28 && c <= 0x29) return ['power', 'MW', n1 - 1];
  if (c >= 0x30 && c <= 0x31) return ['power', 'GJ/h', n1 - 1];
  if (c >= 0x58 && c <= 0x5b) return ['flow_temperature', '°F', n2 - 3];
  if (c >= 0x5c && c <= 0x5f) return ['return_temperature', '°F', n2 - 3];
  if (c >= 0x60 && c <= 0x63) return ['temperature_difference', '°F', n2 - 3];
  if (c >= 0x64 && c <= 0x67) return ['external_temperature', '°F', n2 - 3];
  if (c >= 0x70 && c <= 0x73) return ['temperature_limit', '°F', n2 - 3];
  if (c >= 0x74 && c <= 0x77) return ['temperature_limit', '°C', n2 - 3];
  if (c >= 0x78) return ['cumulative_max_power', 'W', (c & 7) - 3];
  return undefined;
}

/** After VIF 0xFD (EN 13757-3 Table 14). */
export function extensionFd(c: number): VifMeaning | undefined {
  const n2 = c & 3;
  if (c <= 0x03) return ['credit', 'currency', n2 - 3];
  if (c <= 0x07) return ['debit', 'currency', n2 - 3];
  if (c >= 0x24 && c <= 0x27) return ['storage_interval', DURATION[n2], 0];
  if (c >= 0x2c && c <= 0x2f) return ['duration_since_last_readout', DURATION[n2], 0];
  if (c >= 0x31 && c <= 0x33) return ['duration_of_tariff', DURATION[n2], 0];
  if (c >= 0x34 && c <= 0x37) return ['period_of_tariff', DURATION[n2], 0];
  if (c >= 0x40 && c <= 0x4f) return ['voltage', 'V', (c & 0x0f) - 9];
  if (c >= 0x50 && c <= 0x5f) return ['current', 'A', (c & 0x0f) - 12];
  if (c >= 0x68 && c <= 0x6b) return ['duration_since_last_cumulation', LONG_DURATION[n2], 0];
  if (c >= 0x6c && c <= 0x6f) return ['battery_operating_time', LONG_DURATION[n2], 0];
  return meaningOf(FD_SINGLE[c]);
}

const FD_SINGLE: Record<number, string | VifMeaning> = {
  0x08: 'access_number',
  0x09: 'medium',
  0x0a: 'manufacturer',
  0x0b: 'parameter_set_id',
  0x0c: 'model_version',
  0x0d: 'hardware_version',
  0x0e: 'firmware_version',
  0x0f: 'software_version',
  0x10: 'customer_location',
  0x11: 'customer',
  0x16: 'password',
  0x17: ['error_flags', '', 0, 'bits'],
  0x18: ['error_mask', '', 0, 'bits'],
  0x1a: ['digital_output', '', 0, 'bits'],
  0x1b: ['digital_input', '', 0, 'bits'],
  0x1c: ['baud_rate', 'Bd', 0],
  0x20: 'first_storage_number',
  0x21: 'last_storage_number',
  0x22: 'storage_block_size',
  0x28: ['storage_interval', 'month', 0],
  0x29: ['storage_interval', 'year', 0],
  0x30: ['tariff_start', '', 0, 'datetime'],
  0x38: ['period_of_tariff', 'month', 0],
  0x39: ['period_of_tariff', 'year', 0],
  0x3a: 'dimensionless',
  0x60: 'reset_counter',
  0x61: 'cumulation_counter',
  0x62: 'control_signal',
  0x63: 'day_of_week',
  0x64: 'week_number',
  0x65: 'day_change_time',
  0x66: 'parameter_activation_state',
  0x67: 'special_supplier_information',
  0x70: ['battery_change', '', 0, 'datetime'],
  0x71: ['rf_level', 'dBm', 0],
  0x72: 'daylight_saving',
  0x73: 'listening_window',
  0x74: ['remaining_battery_life', 'd', 0],
  0x75: 'meter_stopped_count',
  0x76: 'manufacturer_data_container',
};

/**
 * Combinable VIFEs after a value's VIF (EN 13757-3 Table 15): the correction factors change the power of ten
 * (0x70–0x77 ×10^(n−6), 0x7D ×10^3); the rest name what the value is of, as a suffix of its quantity.
 */
export const COMBINABLE: Record<number, string> = {
  0x20: 'per_second',
  0x21: 'per_minute',
  0x22: 'per_hour',
  0x23: 'per_day',
  0x24: 'per_week',
  0x25: 'per_month',
  0x26: 'per_year',
  0x27: 'per_measurement',
  0x39: 'start_of',
  0x3a: 'uncorrected',
  0x3b: 'forward',
  0x3c: 'backward',
  0x3e: 'at_base_conditions',
  0x40: 'lower_limit',
  0x48: 'upper_limit',
  0x41: 'lower_limit_exceeded_count',
  0x49: 'upper_limit_exceeded_count',
  0x7e: 'future_value',
};
