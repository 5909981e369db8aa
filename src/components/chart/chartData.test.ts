import { describe, expect, it } from 'vitest';
import { summarize, summarizeChartData, toChartData } from './chartData.ts';

describe('toChartData', () => {
  it('sorts by time, converts to seconds and keeps the last reading of a second', () => {
    expect(
      toChartData([
        { time: 3_000, value: 3 },
        { time: 1_000, value: 1 },
        { time: 1_400, value: 1.4 },
        { time: 2_000, value: 2 },
      ]),
    ).toEqual([
      { time: 1, value: 1.4 },
      { time: 2, value: 2 },
      { time: 3, value: 3 },
    ]);
  });

  it('turns missing values into gaps and drops readings without a time', () => {
    expect(
      toChartData([
        { time: 1_000, value: 5 },
        { time: 2_000, value: null },
        { time: 3_000, value: Number.NaN },
        { time: Number.NaN, value: 9 },
      ]),
    ).toEqual([{ time: 1, value: 5 }, { time: 2 }, { time: 3 }]);
  });

  it('keeps the last reading of a second when the readings already come in order', () => {
    expect(
      toChartData([
        { time: 1_000, value: 1 },
        { time: 1_500, value: null },
        { time: 2_000, value: 2 },
        { time: 2_999, value: 2.9 },
        { time: 3_000, value: 3 },
      ]),
    ).toEqual([{ time: 1 }, { time: 2, value: 2.9 }, { time: 3, value: 3 }]);
  });
});

describe('summarize', () => {
  it('gives the latest, lowest and highest value, ignoring gaps', () => {
    const points = [
      { time: 3_000, value: 7 },
      { time: 1_000, value: -2 },
      { time: 2_000, value: 12 },
      { time: 4_000, value: null },
    ];
    expect(summarize(points)).toEqual({ latest: 7, min: -2, max: 12 });
  });

  it('has nothing to say without values', () => {
    expect(summarize([{ time: 1_000, value: null }])).toBeNull();
    expect(summarize([])).toBeNull();
  });

  it('summarizes chart data that is already converted', () => {
    expect(summarizeChartData([{ time: 1, value: 4 }, { time: 2 }, { time: 3, value: -1 }, { time: 4 }])).toEqual({
      latest: -1,
      min: -1,
      max: 4,
    });
    expect(summarizeChartData([{ time: 1 }])).toBeNull();
  });
});
