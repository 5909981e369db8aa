/** The chart options the chart reads to size its first data, for tests that mock lightweight-charts: its defaults. */
export function fakeChartOptions() {
  return { options: () => ({ timeScale: { minBarSpacing: 0.5 } }) };
}
