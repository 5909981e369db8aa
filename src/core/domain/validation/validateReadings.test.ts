import { describe, expect, it } from 'vitest';
import { alertBit } from '../alertStates.ts';
import { validateReadings } from './validateReadings.ts';
import { DEFAULT_VALIDATION_RULES, type ValidationRules, type ValidationSample } from './validationRules.ts';

const T0 = Date.UTC(2025, 0, 1);
const Q = 15 * 60_000;
const NOW = Date.UTC(2026, 0, 1);
const meter = { meterType: 'rcmlrwotaa', now: NOW };

/** readings every 15 minutes from T0 with these register values */
function series(values: Array<number | null>, step = Q): ValidationSample[] {
  return values.map((v, i) => ({ t: T0 + i * step, v, flags: 0, fcnt: null }));
}

function rising(n: number, start = 100, per = 0.01): number[] {
  return Array.from({ length: n }, (_, i) => Number((start + i * per).toFixed(6)));
}

const run = (samples: ValidationSample[], rules: Partial<ValidationRules> = {}) =>
  validateReadings(samples, { ...DEFAULT_VALIDATION_RULES, ...rules }, meter);

describe('validateReadings', () => {
  it('finds nothing in steady 15-minute readings', () => {
    expect(run(series(rising(200)))).toEqual([]);
  });

  it('gap: a missing interval beyond the tolerance, not a late reading within it', () => {
    const samples = series(rising(10));
    const late = samples.map((s, i) => (i >= 5 ? { ...s, t: s.t + 4 * 60_000 } : s));
    expect(run(late)).toEqual([]);
    const missing = samples.filter((_, i) => i !== 4 && i !== 5);
    expect(run(missing)).toEqual([
      { rule: 'gap', from: T0 + 3 * Q, to: T0 + 6 * Q, detail: { missing_intervals: 2, minutes: 45 } },
    ]);
  });

  it('spike: a step above what the meter type can pass in the time', () => {
    // rcmlrwotaa passes 3.125 m³/h: 0.78 m³ in 15 minutes
    const values = rising(6);
    values[3] = values[2] + 0.7;
    values[4] = values[3] + 0.01;
    values[5] = values[4] + 0.01;
    expect(run(series(values))).toEqual([]);
    values[3] = values[2] + 1;
    values[4] = values[3] + 0.01;
    values[5] = values[4] + 0.01;
    const [finding] = run(series(values));
    expect(finding).toMatchObject({ rule: 'spike', from: T0 + 2 * Q, to: T0 + 3 * Q });
    expect(finding.detail.flow_m3h).toBeCloseTo(4);
    expect(finding.detail.max_flow_m3h).toBe(3.125);
    // a meter type without its own value uses the company's
    const other = validateReadings(series(values), DEFAULT_VALIDATION_RULES, { meterType: 'other', now: NOW });
    expect(other).toEqual([]);
  });

  it('frozen: N intervals without change while water ran before and after', () => {
    const frozen = [...rising(5, 100), ...Array<number>(10).fill(100.05), ...rising(5, 100.06)];
    const [finding, ...rest] = run(series(frozen), { frozen_intervals: 8 });
    expect(rest).toEqual([]);
    expect(finding).toEqual({
      rule: 'frozen',
      from: T0 + 5 * Q,
      to: T0 + 14 * Q,
      detail: { intervals: 9, value_m3: 100.05 },
    });
    // shorter than N: nothing
    expect(run(series(frozen), { frozen_intervals: 10 })).toEqual([]);
    // no use before the run (a meter that used nothing): not frozen
    const idle = [...Array<number>(15).fill(100), ...rising(5, 100.06)];
    expect(run(series(idle), { frozen_intervals: 8 })).toEqual([]);
    // no use after it (still unchanged at the end): not frozen yet
    const stopped = [...rising(5, 100), ...Array<number>(15).fill(100.05)];
    expect(run(series(stopped), { frozen_intervals: 8 })).toEqual([]);
  });

  it('backwards: a fall beyond the tolerance, not when the meter reported backflow', () => {
    const values = [100, 100.01, 99.5, 99.51];
    expect(run(series(values))).toEqual([
      {
        rule: 'backwards',
        from: T0 + Q,
        to: T0 + 2 * Q,
        detail: { drop_m3: 100.01 - 99.5, from_m3: 100.01, to_m3: 99.5 },
      },
    ]);
    const withBackflow = series(values).map((s, i) => (i === 2 ? { ...s, flags: alertBit('backflow') } : s));
    expect(run(withBackflow)).toEqual([]);
    // within the tolerance
    expect(run(series([100, 100.01, 100.0095]))).toEqual([]);
    expect(run(series([100, 100.01, 99.99]), { backwards_tolerance_m3: 0.05 })).toEqual([]);
  });

  it('rollover: the register wrapping at its digits is counted, not a drop', () => {
    const values = [99_999_999.9, 99_999_999.95, 0.02, 0.05];
    const findings = run(series(values));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'rollover', from: T0 + Q, to: T0 + 2 * Q, detail: { digits: 8 } });
    expect(findings[0].detail.step_m3).toBeCloseTo(0.07);
    // with 5 digits the same fall from 99,999 is a rollover as well; with 8 it is a drop
    expect(run(series([99_999.9, 0.1]), { register_digits: 5 }).map((f) => f.rule)).toEqual(['rollover']);
    expect(run(series([99_999.9, 0.1])).map((f) => f.rule)).toEqual(['backwards']);
  });

  it('duplicate: two readings closer than the window', () => {
    const samples = series(rising(4));
    samples.splice(2, 0, { ...samples[1], t: samples[1].t + 20_000 });
    expect(run(samples)).toEqual([
      { rule: 'duplicate', from: T0 + Q, to: T0 + Q + 20_000, detail: { seconds: 20, same_value: 1 } },
    ]);
  });

  it('clock jump: a reading in the future of its receipt, or time running against the frame counter', () => {
    const future = [
      { t: NOW + 5 * 60_000, v: 1, flags: 0, fcnt: null },
      { t: NOW + 20 * 60_000, v: 1.01, flags: 0, fcnt: null },
    ];
    expect(run(future)).toEqual([
      { rule: 'clock_jump', from: NOW + 20 * 60_000, to: NOW + 20 * 60_000, detail: { ahead_minutes: 20 } },
    ]);
    const counted = series(rising(4)).map((s, i) => ({ ...s, fcnt: [10, 11, 7, 13][i] }));
    expect(run(counted)).toEqual([
      { rule: 'clock_jump', from: T0 + Q, to: T0 + 2 * Q, detail: { frame_from: 11, frame_to: 7 } },
    ]);
  });

  it('readings without a register value are skipped by the register checks', () => {
    expect(run(series([100, null, 100.02, null, 100.03]))).toEqual([]);
  });
});
