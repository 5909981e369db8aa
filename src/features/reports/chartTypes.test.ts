import { describe, expect, it } from 'vitest';
import { parseChartTypes } from './chartTypes.ts';

describe('parseChartTypes', () => {
  it('reads chart keys and report types alike, keeps the order and drops repeats and unknown names', () => {
    expect(parseChartTypes(' delta_volume, flow ,deltaVolume,nonsense')).toEqual([
      { key: 'deltaVolume', type: 'delta_volume', kind: 'bar' },
      { key: 'flow', type: 'flow', kind: 'line' },
    ]);
  });

  it('answers null when nothing usable is named', () => {
    expect(parseChartTypes(undefined)).toBeNull();
    expect(parseChartTypes('temperature, ,x')).toBeNull();
  });
});
