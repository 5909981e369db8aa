import type { ChartDatum } from './chartData.ts';

/** Fewest times a tail holds, so a narrow plot still has a screen or more to scroll through before the history. */
export const MIN_TAIL = 4_000;

/**
 * How many of the latest times the series hand the chart first: two plot widths of bars at the closest spacing the
 * library allows. Fitting the content never shows more than one, so the first view is the same as with all the
 * data, and the user is a screen away from the tail's edge when it opens.
 */
export function tailLength(plotWidth: number, minBarSpacing: number): number {
  return Math.max(MIN_TAIL, Math.ceil((2 * plotWidth) / minBarSpacing));
}

/** Series cut to their latest times; `from` is the oldest time kept, null when the series are whole. */
export interface VisibleTail {
  from: number | null;
  data: ChartDatum[][];
}

/**
 * The latest `keep` times of all series together, as the chart lines them up on one time axis, and each series'
 * points from the oldest of them on. Cut by time, not by count, so the axis the tails make is the end of the axis
 * the whole series make, point for point.
 */
export function visibleTail(series: readonly (readonly ChartDatum[])[], keep: number): VisibleTail {
  const whole = { from: null, data: series.map((data) => data as ChartDatum[]) };
  if (series.every((data) => data.length <= keep)) return whole;
  const next = series.map((data) => data.length - 1);
  let from = Number.NaN;
  for (let count = 0; count < keep; count++) {
    let latest = -Infinity;
    series.forEach((data, index) => {
      if (next[index] >= 0) latest = Math.max(latest, data[next[index]].time);
    });
    if (latest === -Infinity) return whole;
    series.forEach((data, index) => {
      if (next[index] >= 0 && data[next[index]].time === latest) next[index] -= 1;
    });
    from = latest;
  }
  if (next.every((index) => index < 0)) return whole;
  return { from, data: series.map((data, index) => data.slice(next[index] + 1)) };
}
