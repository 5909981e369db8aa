import type { IChartApi, MouseEventParams, Time } from 'lightweight-charts';
import { useEffect, useState } from 'react';

export interface PointNote {
  text: string;
  /** where the cursor's point is in the plot, px */
  x: number;
  y: number;
}

/**
 * The note the caller has for the time under the crosshair (e.g. where its readings came from), and where to
 * show it; null away from the points or when the caller has nothing to say about that time.
 */
export function usePointNote(
  chart: IChartApi | null,
  noteAt: ((time: number) => string | null) | undefined,
): PointNote | null {
  const [note, setNote] = useState<PointNote | null>(null);
  useEffect(() => {
    if (!chart || !noteAt) return;
    const onMove = (param: MouseEventParams<Time>) => {
      const text = typeof param.time === 'number' && param.point ? noteAt(param.time) : null;
      setNote(text && param.point ? { text, x: param.point.x, y: param.point.y } : null);
    };
    chart.subscribeCrosshairMove(onMove);
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      setNote(null);
    };
  }, [chart, noteAt]);
  return note;
}
