import { STORAGE_KEYS } from '../../core/domain/index.ts';

const PREFIX = `${STORAGE_KEYS.reportCharts}.`;

function chartKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key === STORAGE_KEYS.reportCharts || key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** Whether any chart settings (kept per meter type) are stored. */
export function hasStoredChartSettings(storage: Storage): boolean {
  return chartKeys(storage).length > 0;
}

/** Forgets every stored chart setting, so reports start again from the defaults. */
export function resetChartSettings(storage: Storage): number {
  const keys = chartKeys(storage);
  keys.forEach((key) => storage.removeItem(key));
  return keys.length;
}
