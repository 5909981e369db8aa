/**
 * Report alert states of spec section 3, in a fixed order: a state's index is its bit in a readout's
 * `alert_flags`, so the order must never change (append new states at the end).
 */
export const ALERT_STATES = [
  'backflow',
  'battery_low',
  'continuous_flow',
  'broken_pipe',
  'no_usage',
  'system_error',
  'velocity_error',
  'w_water_error',
  'w_air_error',
  't_water_error',
  't_air_error',
  'water_level_error',
  'v_sensor_comm_timout',
  'us_water_level',
  'encoder_error',
  'communication_error',
  'parsing_error',
  // not in the spec's list (none fits): sustained flow in the night window (src/core/domain/nightFlowAlerts.ts)
  'night_flow',
] as const;

export type AlertState = (typeof ALERT_STATES)[number];

export function isAlertState(value: unknown): value is AlertState {
  return typeof value === 'string' && (ALERT_STATES as readonly string[]).includes(value);
}

/** The bit of a state in a readout's alert flags. */
export function alertBit(state: AlertState): number {
  return 1 << ALERT_STATES.indexOf(state);
}

/** The states whose bits are set in a readout's alert flags. */
export function alertStatesOf(flags: number): AlertState[] {
  return ALERT_STATES.filter((_, index) => (flags & (1 << index)) !== 0);
}
