import type { IChartApi } from 'lightweight-charts';
import { useEffect, useState } from 'react';
import { countInView, markerLabelsFit, type PlacedMarker } from './chartMarkers.ts';

/**
 * Whether the chart's markers carry their text, rechecked when the plot is resized or zoomed: zooming in on a
 * crowded stretch brings the names back. Only the answer is state, so panning re-renders nothing until it flips.
 */
export function useMarkerLabels(chart: IChartApi | null, placed: readonly PlacedMarker[]): boolean {
  const [labelled, setLabelled] = useState(true);
  useEffect(() => {
    if (!chart) return;
    const scale = chart.timeScale();
    const recheck = () => {
      const range = scale.getVisibleRange();
      const from = typeof range?.from === 'number' ? range.from : undefined;
      const to = typeof range?.to === 'number' ? range.to : undefined;
      setLabelled(markerLabelsFit(countInView(placed, from, to), scale.width()));
    };
    recheck();
    scale.subscribeSizeChange(recheck);
    scale.subscribeVisibleTimeRangeChange(recheck);
    return () => {
      scale.unsubscribeSizeChange(recheck);
      scale.unsubscribeVisibleTimeRangeChange(recheck);
    };
  }, [chart, placed]);
  return labelled;
}
