import type { IChartApi, ISeriesApi, LogicalRange, SeriesType, Time } from 'lightweight-charts';
import type { ChartDatum } from './chartData.ts';
import { whenIdle } from './whenIdle.ts';

/** What a series takes in setData; the chart's data is in that form already. */
type SeriesData = Parameters<ISeriesApi<SeriesType>['setData']>[0];

/**
 * Hands each series its whole data, one series per idle moment, after the series were given only their tail from
 * `from` on. The view stays on the same times: each swap shifts the visible logical range by the points it put in
 * front. A user who scrolls or zooms out to within half a screen of the tail's edge gets all of it at once.
 * Calls `onLoaded` when every series is whole; the returned function cancels what has not happened yet.
 */
export function loadHistoryWhenIdle(
  chart: IChartApi,
  series: readonly ISeriesApi<SeriesType>[],
  data: readonly (readonly ChartDatum[])[],
  from: number,
  onLoaded: () => void,
): () => void {
  const scale = chart.timeScale();
  let next = 0;
  let stopped = false;
  let cancelIdle = () => {};

  const swap = (index: number) => {
    const range = scale.getVisibleLogicalRange();
    const before = scale.timeToIndex(from as Time);
    series[index].setData(data[index] as SeriesData);
    const after = scale.timeToIndex(from as Time);
    if (range && before !== null && after !== null && after !== before) {
      scale.setVisibleLogicalRange({ from: range.from + after - before, to: range.to + after - before });
    }
  };
  const stop = () => {
    stopped = true;
    cancelIdle();
    scale.unsubscribeVisibleLogicalRangeChange(nearEdge);
  };
  const finish = () => {
    stop();
    onLoaded();
  };
  const step = () => {
    swap(next++);
    if (next < series.length) cancelIdle = whenIdle(step);
    else finish();
  };
  // The tail's edge moves right as each series puts its history in front, and the series still waiting end there.
  function nearEdge(range: LogicalRange | null) {
    const edge = scale.timeToIndex(from as Time) ?? 0;
    if (stopped || !range || range.from - edge > (range.to - range.from) / 2) return;
    cancelIdle();
    while (next < series.length) swap(next++);
    finish();
  }

  scale.subscribeVisibleLogicalRangeChange(nearEdge);
  cancelIdle = whenIdle(step);
  return stop;
}
