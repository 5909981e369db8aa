import { act, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import type { ChartSeries } from './TimeSeriesChart.tsx';

// lightweight-charts draws on a canvas, which happy-dom lacks; a recording stand-in takes its place.
const charts = vi.hoisted(
  () =>
    [] as {
      options: unknown[];
      series: {
        type: string;
        options: Record<string, unknown>;
        data: unknown[];
        removed: boolean;
        markers: unknown[] | null;
      }[];
      removed: boolean;
      fitted: number;
      /** the plot's width and visible range, and who listens for changes to them */
      width: number;
      range: { from: number; to: number } | null;
      listeners: Set<() => void>;
    }[],
);
vi.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createSeriesMarkers: (api: { entry: { markers: unknown[] | null } }, markers: unknown[]) => {
    api.entry.markers = markers;
    return { setMarkers: (next: unknown[]) => void (api.entry.markers = next) };
  },
  createChart: (_node: HTMLElement, options: unknown) => {
    const record: (typeof charts)[number] = {
      options: [options],
      series: [],
      removed: false,
      fitted: 0,
      width: 800,
      range: null,
      listeners: new Set(),
    };
    charts.push(record);
    return {
      options: () => ({ timeScale: { minBarSpacing: 0.5 } }),
      addSeries: (type: string, seriesOptions: Record<string, unknown>) => {
        const entry = {
          type,
          options: seriesOptions,
          data: [] as unknown[],
          removed: false,
          markers: null as unknown[] | null,
        };
        record.series.push(entry);
        return { setData: (data: unknown[]) => void (entry.data = data), entry };
      },
      removeSeries: (api: { entry: { removed: boolean } }) => {
        // The library fails the same way once the chart is gone ('Value is undefined').
        if (record.removed) throw new Error('Value is undefined');
        api.entry.removed = true;
      },
      applyOptions: (next: unknown) => void record.options.push(next),
      timeScale: () => ({
        fitContent: () => void (record.fitted += 1),
        width: () => record.width,
        getVisibleRange: () => record.range,
        subscribeSizeChange: (listener: () => void) => void record.listeners.add(listener),
        unsubscribeSizeChange: (listener: () => void) => void record.listeners.delete(listener),
        subscribeVisibleTimeRangeChange: (listener: () => void) => void record.listeners.add(listener),
        unsubscribeVisibleTimeRangeChange: (listener: () => void) => void record.listeners.delete(listener),
      }),
      remove: () => void (record.removed = true),
    };
  },
}));

const { TimeSeriesChart } = await import('./TimeSeriesChart.tsx');

const hour = 3_600_000;
const series = [
  {
    id: 'totalVolume',
    label: 'Total volume',
    kind: 'line',
    unit: 'm³',
    points: [
      { time: 2 * hour, value: 1250.5 },
      { time: hour, value: 1200 },
    ],
  },
  {
    id: 'deltaVolume',
    label: 'Delta volume',
    kind: 'bar',
    unit: 'm³',
    points: [
      { time: hour, value: 3 },
      { time: 2 * hour, value: null },
    ],
  },
] satisfies ChartSeries[];

describe.each(widgetHosts)('TimeSeriesChart in %s', (where) => {
  it('adds a line or bar series per entry with sorted data in palette colours', () => {
    charts.length = 0;
    renderWidget(<TimeSeriesChart label="Meter AFM-001" series={series} />, where);
    const [chart] = charts;
    expect(chart.series.map((entry) => entry.type)).toEqual(['Line', 'Histogram']);
    expect(chart.series[0].data).toEqual([
      { time: 3600, value: 1200 },
      { time: 7200, value: 1250.5 },
    ]);
    expect(chart.series[1].data).toEqual([{ time: 3600, value: 3 }, { time: 7200 }]);
    expect(chart.series[0].options.color).not.toBe(chart.series[1].options.color);
    expect(chart.fitted).toBe(1);
  });

  it('names the figure and describes each series in words', () => {
    const { view } = renderWidget(<TimeSeriesChart label="Meter AFM-001" series={series} />, where);
    expect(view.getByRole('figure', { name: 'Meter AFM-001' })).toBeTruthy();
    const legend = view.getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toContain('Total volume: latest 1,250.5 m³, lowest 1,200 m³, highest 1,250.5 m³');
    expect(legend.textContent).toContain('Delta volume: latest 3 m³, lowest 3 m³, highest 3 m³');
  });

  it('says when there is nothing to draw', () => {
    const { view } = renderWidget(
      <TimeSeriesChart label="Flow" series={[{ id: 'flow', label: 'Flow', kind: 'line', points: [] }]} />,
      where,
    );
    expect(view.getByText('No data for this period')).toBeTruthy();
    expect(view.getByRole('list', { name: 'Legend' }).textContent).toContain('Flow: no data');
  });

  it('replaces its series when they change and removes the chart when unmounted', () => {
    charts.length = 0;
    const { rerenderWidget, unmount } = renderWidget(<TimeSeriesChart label="x" series={series} />, where);
    rerenderWidget(<TimeSeriesChart label="x" series={[series[0]]} />);
    const [chart] = charts;
    expect(chart.series.slice(0, 2).every((entry) => entry.removed)).toBe(true);
    expect(chart.series.slice(2).map((entry) => entry.type)).toEqual(['Line']);
    unmount();
    expect(chart.removed).toBe(true);
  });

  it('unmounts without touching the series of a chart that is already removed', () => {
    charts.length = 0;
    const { rerenderWidget, unmount } = renderWidget(<TimeSeriesChart label="x" series={series} />, where);
    rerenderWidget(<TimeSeriesChart label="x" series={[series[1]]} />);
    expect(() => unmount()).not.toThrow();
    expect(charts.map((chart) => chart.removed)).toEqual([true]);
  });

  it('survives the mount, unmount and mount again of strict mode', () => {
    charts.length = 0;
    const { unmount } = renderWidget(
      <StrictMode>
        <TimeSeriesChart label="x" series={series} />
      </StrictMode>,
      where,
    );
    const live = charts.filter((chart) => !chart.removed);
    expect(live).toHaveLength(1);
    expect(live[0].series.filter((entry) => !entry.removed).map((entry) => entry.type)).toEqual(['Line', 'Histogram']);
    expect(() => unmount()).not.toThrow();
    expect(charts.every((chart) => chart.removed)).toBe(true);
  });

  it('colours a series by its palette index when given one', () => {
    charts.length = 0;
    renderWidget(<TimeSeriesChart label="x" series={[{ ...series[0], paletteIndex: 2 }]} />, where);
    renderWidget(<TimeSeriesChart label="y" series={[series[0], series[1], { ...series[0], id: 'c' }]} />, where);
    expect(charts[0].series[0].options.color).toBe(charts[1].series[2].options.color);
  });

  it('draws markers on the first series, on the points that hold them, in the tone colours', () => {
    charts.length = 0;
    const markers = [
      { time: 2 * hour + 600_000, label: 'Backflow', tone: 'danger' as const },
      { time: hour - 60_000, label: 'Battery low', tone: 'warning' as const },
    ];
    const { view } = renderWidget(<TimeSeriesChart label="x" series={series} markers={markers} />, where);
    const [chart] = charts;
    expect(chart.series[0].markers).toEqual([
      { time: 3600, position: 'aboveBar', shape: 'circle', color: '#a15c00', text: 'Battery low' },
      { time: 7200, position: 'aboveBar', shape: 'arrowDown', color: '#b3261e', text: 'Backflow' },
    ]);
    expect(chart.series[1].markers).toBeNull();
    expect(view.getByRole('figure').dataset.markers).toBe('2');
  });

  it('sets new markers on the same series and moves them onto a new series with it', () => {
    charts.length = 0;
    const first = [{ time: hour, label: 'Backflow', tone: 'danger' as const }];
    const { rerenderWidget } = renderWidget(<TimeSeriesChart label="x" series={series} markers={first} />, where);
    rerenderWidget(<TimeSeriesChart label="x" series={series} markers={[]} />);
    const [chart] = charts;
    expect(chart.series).toHaveLength(2);
    expect(chart.series[0].markers).toEqual([]);
    rerenderWidget(<TimeSeriesChart label="x" series={[series[1]]} markers={first} />);
    expect(chart.series[2].markers).toEqual([expect.objectContaining({ time: 3600, text: 'Backflow' })]);
  });

  it('draws crowded markers without text, and names them again when a resize or zoom gives them room', () => {
    charts.length = 0;
    const markers = ['Backflow', 'Battery low', 'Continuous flow', 'Backflow'].map((label, index) => ({
      time: hour + index * 600_000,
      label,
      tone: 'danger' as const,
    }));
    renderWidget(<TimeSeriesChart label="x" series={series} markers={markers} />, where);
    const [chart] = charts;
    const texts = () => (chart.series[0].markers as { text?: string }[]).map((marker) => marker.text);
    // Four markers on 800 px: 200 px each, room for their names.
    expect(texts()).toEqual(['Backflow', 'Battery low', 'Continuous flow', 'Backflow']);
    const notify = () => act(() => chart.listeners.forEach((listener) => listener()));
    chart.width = 300;
    notify();
    expect(texts()).toEqual([undefined, undefined, undefined, undefined]);
    expect(chart.series[0].markers).toHaveLength(4);
    // Zoomed to the second hour, where one marker is in view.
    chart.range = { from: 7000, to: 8000 };
    notify();
    expect(texts()).toEqual(['Backflow', 'Battery low', 'Continuous flow', 'Backflow']);
  });

  it('tells on its figure how many values it draws and when the latest is', () => {
    const { view, rerenderWidget } = renderWidget(<TimeSeriesChart label="x" series={series} />, where);
    const figure = view.getByRole('figure');
    expect([figure.dataset.points, figure.dataset.lastTime, figure.dataset.markers]).toEqual([
      '3',
      '1970-01-01T02:00:00.000Z',
      '0',
    ]);
    rerenderWidget(<TimeSeriesChart label="x" series={[{ ...series[1], points: [] }]} />);
    expect([figure.dataset.points, figure.dataset.lastTime]).toEqual(['0', undefined]);
  });

  it('draws a series given in the chart form as it is', () => {
    charts.length = 0;
    const data = [{ time: 3600, value: 4 }, { time: 7200 }];
    const { view } = renderWidget(
      <TimeSeriesChart label="x" series={[{ id: 'flow', label: 'Flow', kind: 'line', data }]} />,
      where,
    );
    expect(charts[0].series[0].data).toBe(data);
    expect(view.getByRole('figure').dataset.points).toBe('1');
  });

  it('puts a series on the left scale only when asked, and neither scale draws a label cut at its edge', () => {
    charts.length = 0;
    renderWidget(<TimeSeriesChart label="x" series={[series[0], { ...series[1], scale: 'left' }]} />, where);
    const [chart] = charts;
    expect(chart.series.map((entry) => entry.options.priceScaleId)).toEqual(['right', 'left']);
    expect(chart.options).toContainEqual({ leftPriceScale: { visible: true } });
    expect(chart.options[0]).toMatchObject({
      rightPriceScale: { entireTextOnly: true },
      leftPriceScale: { entireTextOnly: true },
    });
  });
});
