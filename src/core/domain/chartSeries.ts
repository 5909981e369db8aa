import { LORA_METER_TYPE, type MeterType } from './meterTypes.ts';
import type { ReportType } from './reportTypes.ts';

/** A chart of the Reports screen: its settings key (stored locally per meter type), report type and look. */
export interface ChartSeries {
  key: string;
  type: ReportType;
  kind: 'line' | 'bar';
}

const line = (key: string, type: ReportType): ChartSeries => ({ key, type, kind: 'line' });

/**
 * Chart settings of spec section 3: the charts each meter type offers, in display order. Signal strength is
 * in the spec's report series; only LoRa meters report it (the radio's RSSI in dBm).
 */
export const CHART_SERIES: Readonly<Record<MeterType, readonly ChartSeries[]>> = {
  afm: [
    line('totalVolume', 'total_volume'),
    { key: 'deltaVolume', type: 'delta_volume', kind: 'bar' },
    line('flow', 'flow'),
    line('level1', 'level_1'),
    line('meanVelocity', 'mean_velocity'),
    line('sensorStatus', 'sensor_status'),
    line('batteryVoltage', 'battery_voltage'),
    line('battery1Status', 'battery1_status'),
    line('battery2Status', 'battery2_status'),
  ],
  rcmlrwotaa: [
    line('totalVolume', 'total_volume'),
    { key: 'deltaVolume', type: 'delta_volume', kind: 'bar' },
    line('spreadFactor', 'spread_factor'),
    line('signalStrength', 'signal_strength'),
    line('batteryLifetime', 'battery_lifetime'),
  ],
};

/** The charts of a meter type; an unknown type gets the volume charts every meter has. */
export function chartSeriesOf(meterType: string): readonly ChartSeries[] {
  return (
    (CHART_SERIES as Record<string, readonly ChartSeries[]>)[meterType] ?? CHART_SERIES[LORA_METER_TYPE].slice(0, 2)
  );
}

/** A device group's charts: the volumes summed across its meters (the group report's summable series). */
export const GROUP_CHART_SERIES: readonly ChartSeries[] = [
  line('totalVolume', 'total_volume'),
  { key: 'deltaVolume', type: 'delta_volume', kind: 'bar' },
];
