import { beforeEach, describe, expect, it } from 'vitest';
import { chartSettingsKey, loadShownCharts, saveShownCharts, shownSeries } from './chartSettings.ts';

beforeEach(() => localStorage.clear());

describe('chart settings', () => {
  it('starts from volume, consumption and flow where the meter type has them', () => {
    expect(loadShownCharts(localStorage, 'afm')).toEqual(['totalVolume', 'deltaVolume', 'flow']);
    expect(loadShownCharts(localStorage, 'rcmlrwotaa')).toEqual(['totalVolume', 'deltaVolume']);
  });

  it('keeps a choice per meter type under the report charts key', () => {
    saveShownCharts(localStorage, 'afm', ['batteryVoltage', 'level1']);
    expect(localStorage.getItem('report.charts.afm')).toBe('["batteryVoltage","level1"]');
    // display order, not click order
    expect(loadShownCharts(localStorage, 'afm')).toEqual(['level1', 'batteryVoltage']);
    expect(loadShownCharts(localStorage, 'rcmlrwotaa')).toEqual(['totalVolume', 'deltaVolume']);
  });

  it('drops keys another meter type owns and survives a damaged entry', () => {
    localStorage.setItem(chartSettingsKey('rcmlrwotaa'), '["flow","spreadFactor"]');
    expect(loadShownCharts(localStorage, 'rcmlrwotaa')).toEqual(['spreadFactor']);
    localStorage.setItem(chartSettingsKey('afm'), '{not json');
    expect(loadShownCharts(localStorage, 'afm')).toHaveLength(3);
  });

  it('maps keys to series with their report type and look', () => {
    expect(shownSeries('rcmlrwotaa', ['deltaVolume'])).toEqual([
      { key: 'deltaVolume', type: 'delta_volume', kind: 'bar' },
    ]);
  });
});
