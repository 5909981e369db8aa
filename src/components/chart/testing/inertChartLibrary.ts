import { fakeChartOptions } from './fakeChartOptions.ts';
import { fakeTimeScale } from './fakeTimeScale.ts';

/**
 * A stand-in for the lightweight-charts module that draws nothing, for screen tests that render a chart but
 * look at everything around it: `vi.mock('lightweight-charts', () => import('…/inertChartLibrary.ts').then((m) =>
 * m.inertChartLibrary()))`.
 */
export function inertChartLibrary() {
  return {
    LineSeries: 'Line',
    HistogramSeries: 'Histogram',
    createSeriesMarkers: () => ({ setMarkers: () => undefined }),
    createChart: () => ({
      ...fakeChartOptions(),
      addSeries: () => ({ setData: () => undefined }),
      removeSeries: () => undefined,
      applyOptions: () => undefined,
      timeScale: fakeTimeScale,
      remove: () => undefined,
    }),
  };
}
