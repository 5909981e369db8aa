import type { Emit, ValidationCheck, ValidationRules } from './validationRules.ts';

/** gap: readings further apart than the expected interval plus its tolerance; detail: the intervals missing. */
export function gapCheck(rules: ValidationRules, emit: Emit): ValidationCheck {
  const interval = rules.expected_interval_minutes * 60_000;
  const limit = interval + rules.gap_tolerance_minutes * 60_000;
  return {
    push(sample, previous) {
      if (!previous) return;
      const ms = sample.t - previous.t;
      if (ms <= limit) return;
      const missing = Math.max(1, Math.round(ms / interval) - 1);
      emit({
        rule: 'gap',
        from: previous.t,
        to: sample.t,
        detail: { missing_intervals: missing, minutes: ms / 60_000 },
      });
    },
    finish() {},
  };
}
