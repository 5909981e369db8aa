import { isoToChartData, type ChartDatum } from '../../components/chart/index.ts';
import type { ReportPoint } from '../../core/contract/reports.ts';

/**
 * The points of a report whose buckets hold estimated or edited readings, in the chart's form, every other
 * bucket a gap: drawn over the series as its own dashed line with dots, so those parts stand apart. Null when
 * the report has none.
 */
export function qualitySeriesData(points: readonly ReportPoint[]): ChartDatum[] | null {
  if (!points.some((point) => point.q?.length)) return null;
  return isoToChartData(points.map((point) => (point.q?.length ? point : { t: point.t, v: null })));
}
