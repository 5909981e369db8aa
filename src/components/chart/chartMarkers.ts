import type { ChartDatum } from './chartData.ts';

/** An event to mark on a chart, such as the start of an alert. */
export interface ChartMarker {
  /** When it happened (epoch milliseconds); it is drawn on the point of the interval that holds it. */
  time: number;
  /** Short translated text drawn next to the marker. */
  label: string;
  /** `danger` for something still going on (an arrow), `warning` for something that is over (a dot). */
  tone: 'danger' | 'warning';
}

/** A marker moved onto a drawn point: `time` in the chart's whole UTC seconds. */
export interface PlacedMarker {
  time: number;
  label: string;
  tone: ChartMarker['tone'];
}

/**
 * Moves each marker onto the drawn point at or before it, i.e. the interval that holds it, since the chart
 * library shows a marker only on a point with a value; a marker before the first point goes on the first.
 * A gap has no value to stand on, so a marker in one moves back to the last point drawn before the gap.
 * Returned in time order, as the library draws them; none when nothing is drawn.
 */
export function placeMarkers(markers: readonly ChartMarker[], data: readonly ChartDatum[]): PlacedMarker[] {
  const times = data.filter((datum) => 'value' in datum).map((datum) => datum.time);
  if (!times.length) return [];
  const placed = markers
    .filter((marker) => Number.isFinite(marker.time))
    .map((marker) => ({ ...marker, time: times[Math.max(0, lastAtOrBefore(times, marker.time / 1000))] }));
  return placed.sort((a, b) => a.time - b.time);
}

/** Index of the last time not after `second` in ascending `times`, or -1 when all are after it. */
function lastAtOrBefore(times: readonly number[], second: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle] <= second) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * Room along the time axis a marker's label needs. Labels are full translated state names drawn centred on
 * the marker in the chart's 12 px font, about 6.5 px a character: 100 px holds the common ones ('Continuous
 * flow', 'Batterie schwach'); closer together, neighbouring labels run into each other.
 */
export const MARKER_LABEL_ROOM_PX = 100;

/**
 * Whether the markers in view keep their text: only while there is at least MARKER_LABEL_ROOM_PX of plot
 * width per marker. Beyond that they are drawn as shape and colour alone; the list beside the chart still
 * names each one. A chart not laid out yet (width 0) draws nothing, so nothing can overlap.
 */
export function markerLabelsFit(markersInView: number, plotWidth: number): boolean {
  return plotWidth <= 0 || markersInView * MARKER_LABEL_ROOM_PX <= plotWidth;
}

/** How many placed markers (sorted by time) fall in the visible range, all of them when the range is unknown. */
export function countInView(placed: readonly PlacedMarker[], from?: number, to?: number): number {
  if (from === undefined || to === undefined) return placed.length;
  return placed.filter((marker) => marker.time >= from && marker.time <= to).length;
}
