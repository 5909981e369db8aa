import type { TFunction } from 'i18next';
import type { ReportPoint } from '../../core/contract/reports.ts';

/**
 * The chart's note for each point: where its readings came from (simulator, tour, wireless M-Bus, …) and
 * whether some were estimated or edited, by the point's time in UTC seconds as the chart gives it.
 */
export function sourceNotes(t: TFunction, points: readonly ReportPoint[]): (time: number) => string | null {
  const bySecond = new Map<number, string>();
  for (const point of points) {
    if (!point.s?.length) continue;
    const sources = point.s.map((source) => t(`reports.source.names.${source}`)).join(', ');
    const qualities = point.q?.map((quality) => t(`reports.quality.names.${quality}`)).join(', ');
    const note = t('reports.source.note', { sources });
    bySecond.set(
      Math.floor(Date.parse(point.t) / 1000),
      qualities ? `${note} · ${t('reports.quality.note', { qualities })}` : note,
    );
  }
  return (time) => bySecond.get(time) ?? null;
}
