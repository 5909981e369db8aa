import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/renderWidget.tsx';
import type { ChartMarker } from './chartMarkers.ts';
import { TimeSeriesChart, type ChartSeries } from './TimeSeriesChart.tsx';

/** `#rrggbb` as the `rgb(r, g, b)` a browser reports; the chart library parses colours only in that form. */
function hexToRgb(color: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((part) => parseInt(part, 16))
        .join(', ')})`
    : color;
}

// The real chart library, on the browser features happy-dom lacks: a 2D context that draws nothing,
// matchMedia, ResizeObserver and computed colours in rgb() form.
beforeAll(() => {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'color') return hexToRgb(target.color);
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
  const context = new Proxy(
    {},
    {
      get: (_target, key) =>
        key === 'measureText'
          ? () => ({ width: 10, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 })
          : () => {},
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const points = [
  { time: 3_600_000, value: 1 },
  { time: 7_200_000, value: 2 },
];
const flow: ChartSeries = { id: 'flow', label: 'Flow', kind: 'line', points };
const delta: ChartSeries = { id: 'delta', label: 'Delta', kind: 'bar', points };

describe('TimeSeriesChart with lightweight-charts', () => {
  it('mounts, changes and removes series and unmounts without throwing', () => {
    const { rerenderWidget, unmount, container } = renderWidget(<TimeSeriesChart label="x" series={[flow, delta]} />);
    expect(container.querySelector('canvas')).not.toBeNull();
    expect(() => rerenderWidget(<TimeSeriesChart label="x" series={[delta]} />)).not.toThrow();
    expect(() => rerenderWidget(<TimeSeriesChart label="x" series={[]} />)).not.toThrow();
    expect(() => rerenderWidget(<TimeSeriesChart label="x" series={[flow]} />)).not.toThrow();
    expect(() => unmount()).not.toThrow();
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('keeps its markers through new markers, new series and unmounting', () => {
    const backflow: ChartMarker = { time: 3_000_000, label: 'Backflow', tone: 'danger' };
    const ended: ChartMarker = { time: 7_300_000, label: 'Battery low', tone: 'warning' };
    const { rerenderWidget, unmount, getByRole } = renderWidget(
      <TimeSeriesChart label="x" series={[flow, delta]} markers={[backflow, ended]} />,
    );
    expect(getByRole('figure').dataset.markers).toBe('2');
    expect(() => rerenderWidget(<TimeSeriesChart label="x" series={[flow, delta]} markers={[ended]} />)).not.toThrow();
    expect(() => rerenderWidget(<TimeSeriesChart label="x" series={[delta]} markers={[ended]} />)).not.toThrow();
    expect(() => rerenderWidget(<TimeSeriesChart label="x" series={[]} markers={[ended]} />)).not.toThrow();
    expect(getByRole('figure').dataset.markers).toBe('0');
    expect(() => rerenderWidget(<TimeSeriesChart label="x" series={[flow]} markers={[backflow]} />)).not.toThrow();
    expect(getByRole('figure').dataset.markers).toBe('1');
    expect(() => unmount()).not.toThrow();
  });
});
