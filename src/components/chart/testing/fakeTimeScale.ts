/**
 * A lightweight-charts time scale that does nothing, for tests that mock the library: what the chart and its
 * marker labels ask of it (fit, width, visible range and their subscriptions, a time's place).
 */
export function fakeTimeScale() {
  return {
    fitContent: () => undefined,
    width: () => 0,
    getVisibleRange: () => null,
    getVisibleLogicalRange: () => null,
    setVisibleLogicalRange: () => undefined,
    timeToIndex: () => null,
    subscribeSizeChange: () => undefined,
    unsubscribeSizeChange: () => undefined,
    subscribeVisibleTimeRangeChange: () => undefined,
    unsubscribeVisibleTimeRangeChange: () => undefined,
    subscribeVisibleLogicalRangeChange: () => undefined,
    unsubscribeVisibleLogicalRangeChange: () => undefined,
  };
}
