import { describe, expect, it } from 'vitest';
import { CHART_SERIES, chartSeriesOf } from '../../../src/core/domain/chartSeries.ts';
import {
  addCap,
  checkReportRange,
  coarserGranularities,
  MAX_POINTS,
  presetRange,
  REPORT_PRESETS,
  startOfLocalDay,
} from '../../../src/core/domain/reportRanges.ts';

const d = (iso: string) => new Date(iso);

describe('report ranges', () => {
  it('adds calendar months, clamping to the end of shorter months', () => {
    expect(addCap(d('2024-01-31T00:00:00Z'), { months: 1 }).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addCap(d('2023-11-30T06:00:00Z'), { months: 3 }).toISOString()).toBe('2024-02-29T06:00:00.000Z');
    expect(addCap(d('2024-01-15T10:00:00Z'), { hours: 2 }).toISOString()).toBe('2024-01-15T12:00:00.000Z');
  });

  it('refuses more points than a chart can show, naming the count', () => {
    const after = d('2024-01-15T00:00:00Z');
    // 2 hours by the minute is 121 bucket starts at most: fine under the real cap, refused under a cap of 100
    expect(checkReportRange(after, d('2024-01-15T02:00:00Z'), 'minute')).toBeNull();
    expect(checkReportRange(after, d('2024-01-15T02:00:00Z'), 'minute', 100)).toEqual({
      code: 'points',
      points: 121,
      max: 100,
    });
    expect(MAX_POINTS).toBe(4000);
  });

  it('suggests the coarser granularities that would take a range', () => {
    expect(coarserGranularities(d('2024-01-01T00:00:00Z'), d('2024-01-05T00:00:00Z'), 'minute')).toEqual([
      'day',
      'week',
      'month',
      'year',
    ]);
  });
});

describe('report presets', () => {
  const now = d('2024-03-31T10:20:00Z'); // 12:20 in Vienna, the day the clocks went forward

  it('takes today and yesterday from local midnights, a 23-hour day included', () => {
    expect(presetRange('today', now, 'Europe/Vienna')).toEqual({
      after: d('2024-03-30T23:00:00Z'),
      before: d('2024-03-31T22:00:00Z'),
      granularity: 'quarter_hour',
    });
    expect(presetRange('yesterday', now, 'Europe/Vienna')).toMatchObject({
      after: d('2024-03-29T23:00:00Z'),
      before: d('2024-03-30T23:00:00Z'),
    });
    expect(startOfLocalDay(d('2024-01-15T23:30:00Z'), 'Europe/Vienna').toISOString()).toBe('2024-01-15T23:00:00.000Z');
  });

  it('opens every preset with a granularity its range allows', () => {
    for (const preset of REPORT_PRESETS) {
      const range = presetRange(preset, now, 'Europe/Vienna');
      expect(checkReportRange(range.after, range.before, range.granularity), preset).toBeNull();
    }
    expect(presetRange('last_3_months', now).after.toISOString()).toBe('2023-12-31T10:20:00.000Z');
  });
});

describe('chart series per meter type', () => {
  it('follows the chart settings of spec section 3', () => {
    expect(CHART_SERIES.afm.map((s) => s.key)).toEqual([
      'totalVolume',
      'deltaVolume',
      'flow',
      'level1',
      'meanVelocity',
      'sensorStatus',
      'batteryVoltage',
      'battery1Status',
      'battery2Status',
    ]);
    expect(CHART_SERIES.rcmlrwotaa.map((s) => `${s.key}:${s.kind}`)).toEqual([
      'totalVolume:line',
      'deltaVolume:bar',
      'spreadFactor:line',
      'signalStrength:line',
      'batteryLifetime:line',
    ]);
    expect(chartSeriesOf('unknown').map((s) => s.type)).toEqual(['total_volume', 'delta_volume']);
  });
});
