import { describe, expect, it } from 'vitest';
import { detectLeaks, type LeakRules, type LeakSample } from '../../../src/core/domain/leakRules.ts';

const RULES: LeakRules = {
  continuous_flow_hours: 1,
  continuous_flow_min_m3h: 0.01,
  burst_share: 1,
  burst_minutes: 30,
  nominal_flow_m3h: { meter: 10 },
  backflow_volume_m3: 0.5,
  no_usage_days: 1,
  no_usage_max_m3: 0.001,
  night_start: '02:00',
  night_end: '04:00',
  night_flow_min_m3h: 0.01,
  night_flow_nights: 3,
};
const MIN = 60_000;
/** Readings every 15 minutes from t = 0. */
const every15 = (values: Array<Partial<LeakSample>>): LeakSample[] =>
  values.map((v, i) => ({ t: i * 15 * MIN, flow: null, totalVolume: null, ...v }));
const flows = (...list: number[]) => every15(list.map((flow) => ({ flow })));
const volumes = (...list: number[]) => every15(list.map((totalVolume) => ({ totalVolume })));
const detect = (samples: LeakSample[]) => detectLeaks(samples, RULES, 'meter');

describe('leak rules', () => {
  it('reports continuous flow once the flow has not paused for the configured hours', () => {
    expect(detect(flows(0.02, 0.02, 0.02, 0.02, 0.02, 0))).toEqual([
      { state: 'continuous_flow', from: 0, to: 60 * MIN, open: false },
    ]);
    expect(detect(flows(0.02, 0.02, 0.02, 0.02, 0))).toEqual([]); // 45 minutes
    expect(detect(flows(0.02, 0.02, 0.005, 0.02, 0.02, 0.02))).toEqual([]); // a pause below the threshold
  });

  it('keeps a run going to the end as open, and breaks runs at gaps in the readings', () => {
    expect(detect(flows(0.02, 0.02, 0.02, 0.02, 0.02))).toEqual([
      { state: 'continuous_flow', from: 0, to: 60 * MIN, open: true },
    ]);
    const gap = [...flows(0.02, 0.02, 0.02), { t: 4 * 60 * MIN, flow: 0.02, totalVolume: null }];
    expect(detect(gap)).toEqual([]);
  });

  it('reports a burst above the share of nominal flow lasting 30 minutes as a broken pipe', () => {
    expect(detect(flows(11, 12, 11, 1))).toEqual([{ state: 'broken_pipe', from: 0, to: 30 * MIN, open: false }]);
    expect(detect(flows(11, 12, 1, 11))).toEqual([]);
    expect(detect(flows(10, 10, 10, 1))).toEqual([]); // at nominal flow, not above
    // a meter type without a nominal flow never bursts
    expect(detectLeaks(flows(99, 99, 99, 99, 99), RULES, 'other').map((e) => e.state)).toEqual(['continuous_flow']);
  });

  it('reports backflow once the register has run back by the configured volume', () => {
    expect(detect(volumes(10, 9.8, 9.5, 9.6))).toEqual([{ state: 'backflow', from: 0, to: 30 * MIN, open: false }]);
    expect(detect(volumes(10, 9.8, 9.6, 9.7))).toEqual([]); // 0.4 m3 back
  });

  it('reports no usage after the configured days without the register moving', () => {
    const still = Array.from({ length: 97 }, () => 5); // 24 hours of readings
    expect(detect(volumes(...still, 5.5))).toEqual([{ state: 'no_usage', from: 0, to: 24 * 60 * MIN, open: false }]);
    expect(detect(volumes(...still.slice(1), 5.5))).toEqual([]);
    expect(detect(volumes(4.5, ...still)).map((e) => [e.state, e.from, e.open])).toEqual([
      ['no_usage', 15 * MIN, true],
    ]);
  });
});
