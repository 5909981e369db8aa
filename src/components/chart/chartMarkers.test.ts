import { describe, expect, it } from 'vitest';
import type { ChartDatum } from './chartData.ts';
import { countInView, markerLabelsFit, placeMarkers, type ChartMarker } from './chartMarkers.ts';

const quarter = 900;
// Quarter-hour buckets from 0 s: values at 0, 900 and 2700 s, a gap at 1800 s.
const data: ChartDatum[] = [
  { time: 0, value: 1 },
  { time: quarter, value: 2 },
  { time: 2 * quarter },
  { time: 3 * quarter, value: 4 },
];
const at = (seconds: number, tone: ChartMarker['tone'] = 'danger'): ChartMarker => ({
  time: seconds * 1000,
  label: `at ${seconds}`,
  tone,
});

describe('placeMarkers', () => {
  it('puts a marker on the bucket that holds its time', () => {
    expect(placeMarkers([at(quarter + 120), at(quarter), at(10, 'warning')], data)).toEqual([
      { time: 0, label: 'at 10', tone: 'warning' },
      { time: quarter, label: 'at 1020', tone: 'danger' },
      { time: quarter, label: 'at 900', tone: 'danger' },
    ]);
  });

  it('puts a marker before the first point on the first, and one after the last on the last', () => {
    expect(placeMarkers([at(-5000), at(10 * quarter)], data).map((marker) => marker.time)).toEqual([0, 3 * quarter]);
  });

  it('moves a marker out of a gap onto the last point drawn before it', () => {
    expect(placeMarkers([at(2 * quarter + 60)], data).map((marker) => marker.time)).toEqual([quarter]);
  });

  it('places nothing on a chart without values, and drops markers without a time', () => {
    expect(placeMarkers([at(0)], [{ time: 0 }])).toEqual([]);
    expect(placeMarkers([{ time: Number.NaN, label: 'x', tone: 'danger' }], data)).toEqual([]);
  });
});

describe('markerLabelsFit', () => {
  it('keeps the text while every marker in view has 100 px of plot width', () => {
    expect(markerLabelsFit(8, 800)).toBe(true);
    expect(markerLabelsFit(9, 800)).toBe(false);
    expect(markerLabelsFit(1, 100)).toBe(true);
    expect(markerLabelsFit(2, 150)).toBe(false);
  });

  it('keeps it on a chart not laid out yet, which draws nothing', () => {
    expect(markerLabelsFit(50, 0)).toBe(true);
  });
});

describe('countInView', () => {
  const placed = placeMarkers([at(0), at(900), at(2700), at(2800)], data);

  it('counts the markers inside the visible range, ends included', () => {
    expect(countInView(placed, 900, 2700)).toBe(3);
    expect(countInView(placed, 1000, 2000)).toBe(0);
  });

  it('counts all of them while the range is unknown', () => {
    expect(countInView(placed)).toBe(4);
  });
});
