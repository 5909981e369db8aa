import { chartSeriesOf, type ChartSeries } from '../../core/domain/chartSeries.ts';
import { STORAGE_KEYS } from '../../core/domain/index.ts';

/** The charts a meter type shows until its user chooses: volume, consumption and, where measured, flow. */
const DEFAULT_SHOWN = ['totalVolume', 'deltaVolume', 'flow'];

/** One key per meter type under the report charts prefix, so the settings screen can reset them all. */
export function chartSettingsKey(meterType: string): string {
  return `${STORAGE_KEYS.reportCharts}.${meterType}`;
}

/** The chart keys shown for a meter type: the stored choice (unknown keys dropped), else the defaults. */
export function loadShownCharts(storage: Storage, meterType: string): string[] {
  const available = chartSeriesOf(meterType).map((series) => series.key);
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.getItem(chartSettingsKey(meterType)) ?? 'null');
  } catch {
    // A damaged entry is treated as no choice at all.
  }
  if (Array.isArray(stored)) return available.filter((key) => stored.includes(key));
  return available.filter((key) => DEFAULT_SHOWN.includes(key));
}

export function saveShownCharts(storage: Storage, meterType: string, keys: readonly string[]): void {
  try {
    storage.setItem(chartSettingsKey(meterType), JSON.stringify(keys));
  } catch {
    // Storage full or denied: the choice lasts for this page only.
  }
}

/** The series of a meter type that `keys` name, in display order. */
export function shownSeries(meterType: string, keys: readonly string[]): ChartSeries[] {
  return chartSeriesOf(meterType).filter((series) => keys.includes(series.key));
}
