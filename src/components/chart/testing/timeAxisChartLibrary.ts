import { fakeChartOptions } from './fakeChartOptions.ts';
/** One series added to a chart of timeAxisChartLibrary, with every data set and the markers it was given. */
export interface RecordedSeries {
  dataSets: { time: number }[][];
  markers: { time: number }[] | null;
  removed: boolean;
}

/** A chart of timeAxisChartLibrary: its series, its visible logical range and who listens for changes to it. */
export interface RecordedChart {
  series: RecordedSeries[];
  range: { from: number; to: number } | null;
  rangeListeners: Set<(range: { from: number; to: number } | null) => void>;
  /** the times of all series on one axis, as the library lines them up */
  axis: () => number[];
}

/** Every chart created since the test module was loaded. */
export const recordedCharts: RecordedChart[] = [];

/** Moves the view as a user's scroll or zoom would, telling the listeners. */
export function scrollTo(chart: RecordedChart, range: { from: number; to: number }): void {
  chart.range = range;
  chart.rangeListeners.forEach((listener) => listener(range));
}

/**
 * A stand-in for lightweight-charts with a time axis: all series' times merged, a logical range over it that a
 * change of data leaves on the same indexes (the library keeps it by the right edge instead, so a test that the
 * view stays put cannot pass by the library's doing) and fitContent showing what 1,000 px hold at 0.5 px a bar.
 */
export function timeAxisChartLibrary() {
  const PLOT_WIDTH = 1000;
  return {
    LineSeries: 'Line',
    HistogramSeries: 'Histogram',
    createSeriesMarkers: (api: { entry: RecordedSeries }) => ({
      setMarkers: (markers: { time: number }[]) => void (api.entry.markers = markers),
    }),
    createChart: () => {
      const chart: RecordedChart = {
        series: [],
        range: null,
        rangeListeners: new Set(),
        axis: () => {
          const times = new Set<number>();
          chart.series.forEach((entry) => {
            if (!entry.removed) entry.dataSets.at(-1)?.forEach((datum) => times.add(datum.time));
          });
          return [...times].sort((a, b) => a - b);
        },
      };
      recordedCharts.push(chart);
      const timeAt = (index: number) => chart.axis()[Math.max(0, Math.min(chart.axis().length - 1, Math.round(index)))];
      return {
        ...fakeChartOptions(),
        addSeries: () => {
          const entry: RecordedSeries = { dataSets: [], markers: null, removed: false };
          chart.series.push(entry);
          return { setData: (data: { time: number }[]) => void entry.dataSets.push(data), entry };
        },
        removeSeries: (api: { entry: RecordedSeries }) => void (api.entry.removed = true),
        applyOptions: () => undefined,
        timeScale: () => ({
          fitContent: () => {
            const last = chart.axis().length - 1;
            chart.range = { from: Math.max(0, last - PLOT_WIDTH / 0.5), to: last };
          },
          width: () => PLOT_WIDTH,
          getVisibleRange: () => (chart.range ? { from: timeAt(chart.range.from), to: timeAt(chart.range.to) } : null),
          getVisibleLogicalRange: () => chart.range,
          setVisibleLogicalRange: (range: { from: number; to: number }) => scrollTo(chart, range),
          timeToIndex: (time: number) => {
            const index = chart.axis().indexOf(time);
            return index < 0 ? null : index;
          },
          subscribeSizeChange: () => undefined,
          unsubscribeSizeChange: () => undefined,
          subscribeVisibleTimeRangeChange: () => undefined,
          unsubscribeVisibleTimeRangeChange: () => undefined,
          subscribeVisibleLogicalRangeChange: (listener: (range: { from: number; to: number } | null) => void) =>
            void chart.rangeListeners.add(listener),
          unsubscribeVisibleLogicalRangeChange: (listener: (range: { from: number; to: number } | null) => void) =>
            void chart.rangeListeners.delete(listener),
        }),
        remove: () => undefined,
      };
    },
  };
}
