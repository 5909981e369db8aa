/**
 * Device types ("medium") of the header, EN 13757-7 table of device types (the OMS Vol. 2 list is the same).
 * Names are snake_case so that they can be keys of translations.
 */
const MEDIA: Record<number, string> = {
  0x00: 'other',
  0x01: 'oil',
  0x02: 'electricity',
  0x03: 'gas',
  0x04: 'heat',
  0x05: 'steam',
  0x06: 'warm_water',
  0x07: 'water',
  0x08: 'heat_cost_allocator',
  0x09: 'compressed_air',
  0x0a: 'cooling_outlet',
  0x0b: 'cooling_inlet',
  0x0c: 'heat_inlet',
  0x0d: 'heat_cooling',
  0x0e: 'bus_system_component',
  0x0f: 'unknown',
  0x15: 'hot_water',
  0x16: 'cold_water',
  0x17: 'dual_register_water',
  0x18: 'pressure',
  0x19: 'ad_converter',
  0x1a: 'smoke_detector',
  0x1b: 'room_sensor',
  0x1c: 'gas_detector',
  0x20: 'breaker',
  0x21: 'valve',
  0x25: 'customer_unit',
  0x28: 'waste_water',
  0x29: 'garbage',
  0x31: 'communication_controller',
  0x32: 'unidirectional_repeater',
  0x33: 'bidirectional_repeater',
  0x36: 'radio_converter_system_side',
  0x37: 'radio_converter_meter_side',
};

export function mediumOf(deviceType: number): string {
  return MEDIA[deviceType] ?? 'reserved';
}

/** The device types whose readings are water volumes (the portal's meters). */
export const WATER_DEVICE_TYPES: ReadonlySet<number> = new Set([0x06, 0x07, 0x15, 0x16, 0x17]);
