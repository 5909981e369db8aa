import type { Emit, ValidationCheck, ValidationRules, ValidationSample } from './validationRules.ts';

/**
 * frozen: the register unchanged for at least `frozen_intervals` intervals while the meter used water
 * before the run and after it (a meter that simply used nothing, or stopped for good, is not frozen).
 */
export function frozenCheck(rules: ValidationRules, emit: Emit): ValidationCheck {
  const interval = rules.expected_interval_minutes * 60_000;
  let lastValued: ValidationSample | null = null;
  /** the first reading of the current run of equal values, and whether the register rose into it */
  let runStart: ValidationSample | null = null;
  let usedBefore = false;
  let runEnd: ValidationSample | null = null;
  return {
    push(sample) {
      if (sample.v === null) return;
      if (lastValued === null || lastValued.v === null) {
        runStart = sample;
        runEnd = sample;
        usedBefore = false;
      } else if (sample.v === lastValued.v) {
        runEnd = sample;
      } else {
        const rose = sample.v > lastValued.v;
        if (runStart && runEnd && usedBefore && rose) {
          const intervals = Math.round((runEnd.t - runStart.t) / interval);
          if (intervals >= rules.frozen_intervals)
            emit({ rule: 'frozen', from: runStart.t, to: runEnd.t, detail: { intervals, value_m3: runStart.v ?? 0 } });
        }
        runStart = sample;
        runEnd = sample;
        usedBefore = rose;
      }
      lastValued = sample;
    },
    finish() {},
  };
}
