import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartDataFacts, isoToChartData, summarize, summarizeChartData, toChartData } from './chartData.ts';

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

describe('isoToChartData', () => {
  const viaDateParse = (points: { t: string; v: number | null }[]) =>
    toChartData(points.map((point) => ({ time: Date.parse(point.t), value: point.v })));

  it('gives what toChartData gives for the same readings parsed by Date.parse, in order or not', () => {
    const time = fc.oneof(
      fc.integer({ min: 1_700_000_000_000, max: 1_700_000_010_000 }).map((ms) => new Date(ms).toISOString()),
      fc
        .integer({ min: 1_700_000_000, max: 1_700_000_010 })
        .map((s) => new Date(s * 1000).toISOString().replace('.000Z', 'Z')),
      fc.constantFrom('2023-02-31T00:00:00Z', '2023-01-01T00:00:00+01:00', 'garbage', ''),
    );
    const value = fc.oneof(fc.constant(null), fc.constant(Number.NaN), fc.double({ noNaN: true }));
    const points = fc.array(fc.record({ t: time, v: value }), { maxLength: 40 });
    const runs = { numRuns: 500 };
    fc.assert(
      fc.property(points, (given) => {
        expect(isoToChartData(given)).toEqual(viaDateParse(given));
      }),
      runs,
    );
    fc.assert(
      fc.property(points, (given) => {
        const ordered = [...given].sort((a, b) => (Date.parse(a.t) || 0) - (Date.parse(b.t) || 0));
        expect(isoToChartData(ordered)).toEqual(viaDateParse(ordered));
      }),
      runs,
    );
  });

  it('converts an ordered report in one pass, with gaps and the last reading of a second', () => {
    expect(
      isoToChartData([
        { t: '2024-03-01T00:00:00Z', v: 1 },
        { t: '2024-03-01T00:00:00.500Z', v: 1.5 },
        { t: '2024-03-01T00:15:00Z', v: null },
        { t: '2024-03-01T00:30:00Z', v: 3 },
      ]),
    ).toEqual([{ time: 1709251200, value: 1.5 }, { time: 1709252100 }, { time: 1709253000, value: 3 }]);
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

  it('counts the values drawn and gives the latest one’s time with the summary', () => {
    expect(chartDataFacts([{ time: 1, value: 4 }, { time: 2, value: 6 }, { time: 3 }])).toEqual({
      summary: { latest: 6, min: 4, max: 6 },
      points: 2,
      lastTime: 2,
    });
    expect(chartDataFacts([{ time: 1 }])).toEqual({ summary: null, points: 0, lastTime: null });
  });
});
