import type { TFunction } from 'i18next';
import type { ReportPoint } from '../../core/contract/reports.ts';

/**
 * The chart's note for each point: where its readings came from (simulator, tour, wireless M-Bus, …), by the
 * point's time in UTC seconds as the chart gives it.
 */
export function sourceNotes(t: TFunction, points: readonly ReportPoint[]): (time: number) => string | null {
  const bySecond = new Map<number, string>();
  for (const point of points) {
    if (!point.s?.length) continue;
    const sources = point.s.map((source) => t(`reports.source.names.${source}`)).join(', ');
    bySecond.set(Math.floor(Date.parse(point.t) / 1000), t('reports.source.note', { sources }));
  }
  return (time) => bySecond.get(time) ?? null;
}
