import { useMemo } from 'react';
import { useLocale } from '../common/index.ts';

/** Number formats of the dashboard cards, in the UI language. */
export interface DashboardFormat {
  volume: (m3: number | null) => string;
  number: (value: number) => string;
}

const NONE = '—';

export function createDashboardFormat(locale: string): DashboardFormat {
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const number = new Intl.NumberFormat(locale);
  return {
    volume: (m3) => (m3 === null ? NONE : `${volume.format(m3)} m³`),
    number: (value) => number.format(value),
  };
}

export function useDashboardFormat(): DashboardFormat {
  const locale = useLocale();
  return useMemo(() => createDashboardFormat(locale), [locale]);
}
