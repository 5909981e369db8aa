import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/renderWidget.tsx';
import type { ChartDatum } from './chartData.ts';
import type { ChartMarker } from './chartMarkers.ts';
import { recordedCharts, scrollTo, type RecordedChart } from './testing/timeAxisChartLibrary.ts';
import type { ChartSeries } from './TimeSeriesChart.tsx';

vi.mock('lightweight-charts', () =>
  import('./testing/timeAxisChartLibrary.ts').then((module) => module.timeAxisChartLibrary()),
);

const { TimeSeriesChart } = await import('./TimeSeriesChart.tsx');

const QUARTER = 900;
const START = 1_672_531_200;

/** `count` quarter hours from START, a gap every 997th; `shift` quarter hours later for a second meter. */
function quarterHours(count: number, shift = 0): ChartDatum[] {
  return Array.from({ length: count }, (_, index) =>
    index % 997 === 13
      ? { time: START + (index + shift) * QUARTER }
      : { time: START + (index + shift) * QUARTER, value: index },
  );
}

const lines = (...data: ChartDatum[][]): ChartSeries[] =>
  data.map((entry, index) => ({ id: `s${index}`, label: `S${index}`, kind: 'line', data: entry }));

/** The times at the edges of the view. */
const viewOf = (chart: RecordedChart) => [chart.axis()[chart.range!.from], chart.axis()[chart.range!.to]];
const lastData = (chart: RecordedChart) => chart.series.map((entry) => entry.dataSets.at(-1));

beforeEach(() => {
  recordedCharts.length = 0;
  // The setTimeout path, which fake timers drive; browsers with idle callbacks take the other.
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TimeSeriesChart with a year of data', () => {
  const volume = quarterHours(10_000);
  // Starts later and ends a point later: the tails are cut by time on the axis of both.
  const flow = quarterHours(9_000, 1_001);

  it('hands the series only their latest times first, enough for the same first view as all the data', () => {
    renderWidget(<TimeSeriesChart label="x" series={lines(volume, flow)} />);
    const [chart] = recordedCharts;
    const [volumeTail, flowTail] = chart.series.map((entry) => entry.dataSets);
    expect(volumeTail).toHaveLength(1);
    expect(flowTail).toHaveLength(1);
    // 1,000 px at 0.5 px a bar show 2,000; two screens go first.
    expect(chart.axis()).toHaveLength(4_000);
    expect(volumeTail[0]).toEqual(volume.slice(-3_999));
    expect(flowTail[0]).toEqual(flow.slice(-4_000));
    const fullAxis = [...new Set([...volume, ...flow].map((datum) => datum.time))].sort((a, b) => a - b);
    expect(viewOf(chart)).toEqual([fullAxis.at(-2_001), fullAxis.at(-1)]);
  });

  it('hands each series all its data when the page is idle, keeping the view on the same times', () => {
    renderWidget(<TimeSeriesChart label="x" series={lines(volume, flow)} />);
    const [chart] = recordedCharts;
    const view = viewOf(chart);
    act(() => void vi.runAllTimers());
    expect(lastData(chart)).toEqual([volume, flow]);
    expect(chart.series.map((entry) => entry.dataSets.length)).toEqual([2, 2]);
    expect(viewOf(chart)).toEqual(view);
  });

  it('places older markers once the history is in', () => {
    const markers: ChartMarker[] = [
      { time: (START + 10 * QUARTER) * 1000, label: 'Backflow', tone: 'danger' },
      { time: (START + 9_990 * QUARTER) * 1000, label: 'Battery low', tone: 'warning' },
    ];
    const { getByRole } = renderWidget(<TimeSeriesChart label="x" series={lines(volume, flow)} markers={markers} />);
    const [chart] = recordedCharts;
    expect(chart.series[0].markers?.map((marker) => marker.time)).toEqual([START + 9_990 * QUARTER]);
    expect(getByRole('figure').dataset.markers).toBe('2');
    act(() => void vi.runAllTimers());
    expect(chart.series[0].markers?.map((marker) => marker.time)).toEqual([
      START + 10 * QUARTER,
      START + 9_990 * QUARTER,
    ]);
  });

  it('drops the pending history of data that has been replaced', () => {
    const { rerenderWidget } = renderWidget(<TimeSeriesChart label="x" series={lines(volume, flow)} />);
    const next = quarterHours(8_000, 2_000);
    rerenderWidget(<TimeSeriesChart label="x" series={lines(next)} />);
    act(() => void vi.runAllTimers());
    const [chart] = recordedCharts;
    expect(chart.series.map((entry) => entry.dataSets.length)).toEqual([1, 1, 2]);
    expect(chart.series[2].dataSets[0]).toEqual(next.slice(-4_000));
    expect(chart.series[2].dataSets[1]).toBe(next);
  });

  it('drops the pending history when unmounted', () => {
    const { unmount } = renderWidget(<TimeSeriesChart label="x" series={lines(volume)} />);
    unmount();
    act(() => void vi.runAllTimers());
    expect(recordedCharts[0].series[0].dataSets).toHaveLength(1);
  });

  it('loads the history at once when the user scrolls or zooms out towards its edge', () => {
    renderWidget(<TimeSeriesChart label="x" series={lines(volume, flow)} />);
    const [chart] = recordedCharts;
    const tailAxis = chart.axis();
    act(() => scrollTo(chart, { from: 500, to: 2_500 }));
    expect(lastData(chart)).toEqual([volume, flow]);
    expect(viewOf(chart)).toEqual([tailAxis[500], tailAxis[2_500]]);
    act(() => void vi.runAllTimers());
    expect(chart.series.map((entry) => entry.dataSets.length)).toEqual([2, 2]);
  });

  it('loads the rest at once when the user scrolls past where the series still waiting begin', () => {
    renderWidget(<TimeSeriesChart label="x" series={lines(volume, flow)} />);
    const [chart] = recordedCharts;
    act(() => void vi.advanceTimersToNextTimer());
    expect(chart.series.map((entry) => entry.dataSets.length)).toEqual([2, 1]);
    const edge = chart.axis().indexOf(flow.at(-4_000)!.time);
    act(() => scrollTo(chart, { from: edge + 1_500, to: edge + 3_500 }));
    expect(chart.series[1].dataSets).toHaveLength(1);
    act(() => scrollTo(chart, { from: edge + 500, to: edge + 2_500 }));
    expect(lastData(chart)).toEqual([volume, flow]);
  });

  it('keeps the history waiting while the user looks at the latest times', () => {
    renderWidget(<TimeSeriesChart label="x" series={lines(volume)} />);
    const [chart] = recordedCharts;
    act(() => scrollTo(chart, { from: 1_500, to: 3_000 }));
    expect(chart.series[0].dataSets).toHaveLength(1);
  });

  it('hands short series all their data at once', () => {
    renderWidget(<TimeSeriesChart label="x" series={lines(volume.slice(0, 4_000))} />);
    act(() => void vi.runAllTimers());
    expect(recordedCharts[0].series[0].dataSets).toHaveLength(1);
    expect(recordedCharts[0].series[0].dataSets[0]).toHaveLength(4_000);
  });
});
