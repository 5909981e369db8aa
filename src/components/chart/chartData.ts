/** A reading at `time` (epoch milliseconds); null marks a gap the line must not bridge. */
export interface ChartPoint {
  time: number;
  value: number | null;
}

/** lightweight-charts data: whole UTC seconds, strictly ascending; an entry without value is a gap. */
export type ChartDatum = { time: number; value: number } | { time: number };

/**
 * Sorts readings by time and keeps the last reading of each second, because the chart library refuses
 * unsorted or repeated times. Missing or non-numeric values become gaps.
 */
export function toChartData(points: readonly ChartPoint[]): ChartDatum[] {
  const bySecond = new Map<number, number | null>();
  for (const point of [...points].sort((a, b) => a.time - b.time)) {
    if (!Number.isFinite(point.time)) continue;
    bySecond.set(Math.floor(point.time / 1000), point.value);
  }
  return Array.from(bySecond, ([time, value]) =>
    value !== null && Number.isFinite(value) ? { time, value } : { time },
  );
}

export interface SeriesSummary {
  latest: number;
  min: number;
  max: number;
}

/** Latest, lowest and highest value, for the text that describes the chart to screen readers. */
export function summarize(points: readonly ChartPoint[]): SeriesSummary | null {
  const values = toChartData(points).filter((datum): datum is { time: number; value: number } => 'value' in datum);
  if (!values.length) return null;
  const numbers = values.map((datum) => datum.value);
  return { latest: numbers[numbers.length - 1], min: Math.min(...numbers), max: Math.max(...numbers) };
}
