/**
 * What every chart stand-in answers for tests that mock lightweight-charts: the options the chart reads to size
 * its first data (the library's defaults) and the crosshair subscription of the point notes.
 */
export function fakeChartOptions() {
  return {
    options: () => ({ timeScale: { minBarSpacing: 0.5 } }),
    subscribeCrosshairMove: () => undefined,
    unsubscribeCrosshairMove: () => undefined,
  };
}
