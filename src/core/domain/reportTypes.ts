/** Report types of `installations/{uuid}/reports/?type=` (spec section 7). */
export const REPORT_TYPES = [
  'total_volume',
  'delta_volume',
  'flow',
  'mean_velocity',
  'sensor_status',
  'spread_factor',
  'temperature',
  'battery_voltage',
  'battery_lifetime',
  'battery1_status',
  'battery2_status',
  'level_1',
  'signal_strength',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * How readouts inside one bucket become its value:
 * - `last`: the newest non-null reading (register and status values: what the meter said at the end);
 * - `delta`: the sum of the differences between consecutive total volumes (consumption in the bucket);
 * - `mean` / `min`: over the bucket's readings (rates average; a battery is as weak as its lowest reading).
 */
export type ReportAggregate = 'last' | 'delta' | 'mean' | 'min';

export interface ReportTypeInfo {
  aggregate: ReportAggregate;
  unit: string;
  /** whether a sum across the meters of a group means something (volumes and flows do, a temperature not) */
  groupable: boolean;
}

export const REPORT_TYPE_INFO: Readonly<Record<ReportType, ReportTypeInfo>> = {
  total_volume: { aggregate: 'last', unit: 'm3', groupable: true },
  delta_volume: { aggregate: 'delta', unit: 'm3', groupable: true },
  flow: { aggregate: 'mean', unit: 'm3/h', groupable: true },
  mean_velocity: { aggregate: 'mean', unit: 'm/s', groupable: false },
  sensor_status: { aggregate: 'last', unit: '', groupable: false },
  spread_factor: { aggregate: 'last', unit: '', groupable: false },
  temperature: { aggregate: 'mean', unit: '°C', groupable: false },
  battery_voltage: { aggregate: 'min', unit: 'V', groupable: false },
  battery_lifetime: { aggregate: 'min', unit: 'd', groupable: false },
  battery1_status: { aggregate: 'last', unit: '%', groupable: false },
  battery2_status: { aggregate: 'last', unit: '%', groupable: false },
  level_1: { aggregate: 'mean', unit: 'm', groupable: false },
  signal_strength: { aggregate: 'mean', unit: 'dBm', groupable: false },
};

export const GROUP_REPORT_TYPES: readonly ReportType[] = REPORT_TYPES.filter(
  (type) => REPORT_TYPE_INFO[type].groupable,
);

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}
