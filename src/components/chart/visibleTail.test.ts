import { describe, expect, it } from 'vitest';
import type { ChartDatum } from './chartData.ts';
import { MIN_TAIL, tailLength, visibleTail } from './visibleTail.ts';

const at = (...times: number[]): ChartDatum[] => times.map((time) => ({ time, value: time }));

describe('visibleTail', () => {
  it('keeps series whole when each fits', () => {
    const series = [at(1, 2, 3), at(2, 3)];
    expect(visibleTail(series, 3)).toEqual({ from: null, data: series });
  });

  it('cuts all series at one time, counting the times of all series on one axis', () => {
    const series = [at(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), at(5, 6, 7, 8, 9, 10, 11, 12)];
    expect(visibleTail(series, 4)).toEqual({ from: 9, data: [at(9, 10), at(9, 10, 11, 12)] });
  });

  it('counts a gap as a time and keeps series whole when the cut would keep all', () => {
    const gapped: ChartDatum[] = [{ time: 1 }, ...at(2, 3), { time: 4 }];
    expect(visibleTail([gapped], 2)).toEqual({ from: 3, data: [[{ time: 3, value: 3 }, { time: 4 }]] });
    expect(visibleTail([at(1, 2, 3), at(3)], 2)).toEqual({ from: 2, data: [at(2, 3), at(3)] });
    expect(visibleTail([at(1, 2, 3, 4), at(1, 2)], 4).from).toBeNull();
  });
});

describe('tailLength', () => {
  it('is two plot widths of bars at the closest spacing, and never fewer than the minimum', () => {
    expect(tailLength(3000, 0.5)).toBe(12_000);
    expect(tailLength(0, 0.5)).toBe(MIN_TAIL);
  });
});
