import { CHART_SERIES, type ChartSeries } from '../../core/domain/chartSeries.ts';
import { isReportType } from '../../core/domain/reportTypes.ts';

const KNOWN: readonly ChartSeries[] = Object.values(CHART_SERIES).flat();

/**
 * The series a comma list names, each by chart key (`deltaVolume`) or report type (`delta_volume`), in the
 * list's order without repeats; names no meter type charts are dropped. Null when the list names nothing.
 */
export function parseChartTypes(list: string | undefined): ChartSeries[] | null {
  const found: ChartSeries[] = [];
  for (const token of (list ?? '').split(',').map((part) => part.trim())) {
    const series = KNOWN.find((known) => known.key === token || (isReportType(token) && known.type === token));
    if (series && !found.some((other) => other.key === series.key)) found.push(series);
  }
  return found.length ? found : null;
}
