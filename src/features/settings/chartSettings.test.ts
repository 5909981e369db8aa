import { beforeEach, describe, expect, it } from 'vitest';
import { hasStoredChartSettings, resetChartSettings } from './chartSettings.ts';

describe('chart settings', () => {
  beforeEach(() => localStorage.clear());

  it('removes the chart settings of every meter type and nothing else', () => {
    localStorage.setItem('report.charts', '{}');
    localStorage.setItem('report.charts.AFM', '{"flow":true}');
    localStorage.setItem('locale', 'de');
    localStorage.setItem('report.chartsX', 'keep');
    expect(hasStoredChartSettings(localStorage)).toBe(true);
    expect(resetChartSettings(localStorage)).toBe(2);
    expect(hasStoredChartSettings(localStorage)).toBe(false);
    expect(localStorage.getItem('locale')).toBe('de');
    expect(localStorage.getItem('report.chartsX')).toBe('keep');
  });
});
