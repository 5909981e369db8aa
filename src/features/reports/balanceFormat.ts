import { useMemo } from 'react';
import type { Granularity } from '../../core/domain/granularity.ts';
import { useLocale } from '../common/index.ts';

/** The granularity a balance is read at for a report's: days for finer ones, months for years. */
export function balanceGranularity(granularity: Granularity): 'day' | 'week' | 'month' {
  if (granularity === 'week' || granularity === 'month') return granularity;
  return granularity === 'year' ? 'month' : 'day';
}

const NONE = '—';

/** Number formats of the balance and night-flow tables, in the UI language; a missing value is a dash. */
export function createBalanceFormat(locale: string) {
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const of =
    (unit: string, scale = 1, format = volume) =>
    (value: number | null) =>
      value === null ? NONE : `${format.format(value * scale)}${unit}`;
  return { m3: of(' m³'), m3h: of(' m³/h'), pct: of('', 0.01, percent), share: of('', 1, percent) };
}

export type BalanceFormat = ReturnType<typeof createBalanceFormat>;

export function useBalanceFormat(): BalanceFormat {
  const locale = useLocale();
  return useMemo(() => createBalanceFormat(locale), [locale]);
}
