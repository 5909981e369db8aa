import { parseIsoTime } from './isoTime.ts';

/** A reading at `time` (epoch milliseconds); null marks a gap the line must not bridge. */
export interface ChartPoint {
  time: number;
  value: number | null;
}

/** lightweight-charts data: whole UTC seconds, strictly ascending; an entry without value is a gap. */
export type ChartDatum = { time: number; value: number } | { time: number };

/** True when every time is a number and none comes before the one ahead of it: the API's usual order. */
function inOrder(points: readonly ChartPoint[]): boolean {
  let previous = -Infinity;
  for (const point of points) {
    if (!Number.isFinite(point.time) || point.time < previous) return false;
    previous = point.time;
  }
  return true;
}

/**
 * Sorts readings by time and keeps the last reading of each second, because the chart library refuses
 * unsorted or repeated times. Missing or non-numeric values become gaps. Report answers come in order, so
 * the copy and sort are skipped for them: with tens of thousands of points per series that matters.
 */
export function toChartData(points: readonly ChartPoint[]): ChartDatum[] {
  const ordered = inOrder(points) ? points : [...points].sort((a, b) => a.time - b.time);
  const data: ChartDatum[] = [];
  let last = Number.NaN;
  for (const point of ordered) {
    if (!Number.isFinite(point.time)) continue;
    const time = Math.floor(point.time / 1000);
    const value = point.value;
    const datum = value !== null && Number.isFinite(value) ? { time, value } : { time };
    // Sorted, so readings of one second are neighbours; the last one wins.
    if (time === last) data[data.length - 1] = datum;
    else data.push(datum);
    last = time;
  }
  return data;
}

/** A reading as the API sends it: an ISO 8601 UTC time, and null for an empty interval. */
export interface IsoPoint {
  t: string;
  v: number | null;
}

/**
 * toChartData for readings as the API sends them, in one pass: report answers hold tens of thousands of points
 * per series, so the times are read without Date.parse and no intermediate point is built. Readings out of order
 * or with an unreadable time take the general path.
 */
export function isoToChartData(points: readonly IsoPoint[]): ChartDatum[] {
  const data = new Array<ChartDatum>(points.length);
  let count = 0;
  let last = Number.NaN;
  let lastMs = -Infinity;
  for (const point of points) {
    const ms = parseIsoTime(point.t);
    if (!(ms >= lastMs)) return toChartData(points.map((entry) => ({ time: parseIsoTime(entry.t), value: entry.v })));
    lastMs = ms;
    const time = Math.floor(ms / 1000);
    const value = point.v;
    const datum = value !== null && Number.isFinite(value) ? { time, value } : { time };
    // In order, so readings of one second are neighbours; the last one wins.
    if (time === last) data[count - 1] = datum;
    else data[count++] = datum;
    last = time;
  }
  data.length = count;
  return data;
}

export interface SeriesSummary {
  latest: number;
  min: number;
  max: number;
}

/** What chart data (from toChartData) draws: its values' summary, how many values and the latest one's time. */
export interface ChartDataFacts {
  summary: SeriesSummary | null;
  points: number;
  lastTime: number | null;
}

/** Summary, count and latest time of chart data in one pass, skipping gaps: a series can hold 35,000 points. */
export function chartDataFacts(data: readonly ChartDatum[]): ChartDataFacts {
  let summary: SeriesSummary | null = null;
  let points = 0;
  let lastTime: number | null = null;
  for (const datum of data) {
    if (!('value' in datum)) continue;
    const { value } = datum;
    points += 1;
    lastTime = datum.time;
    if (!summary) summary = { latest: value, min: value, max: value };
    else {
      summary.latest = value;
      if (value < summary.min) summary.min = value;
      if (value > summary.max) summary.max = value;
    }
  }
  return { summary, points, lastTime };
}

/** Latest, lowest and highest value of chart data (from toChartData), skipping gaps. */
export function summarizeChartData(data: readonly ChartDatum[]): SeriesSummary | null {
  return chartDataFacts(data).summary;
}

/** Latest, lowest and highest value, for the text that describes the chart to screen readers. */
export function summarize(points: readonly ChartPoint[]): SeriesSummary | null {
  return summarizeChartData(toChartData(points));
}
