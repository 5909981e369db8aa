import type { Emit, ValidationCheck, ValidationMeter, ValidationRules } from './validationRules.ts';

/** duplicate: two readings closer than the window, one reading sent twice under slightly different times. */
export function duplicateCheck(rules: ValidationRules, emit: Emit): ValidationCheck {
  const window = rules.duplicate_window_seconds * 1000;
  return {
    push(sample, previous) {
      if (!previous || sample.t - previous.t >= window) return;
      emit({
        rule: 'duplicate',
        from: previous.t,
        to: sample.t,
        detail: { seconds: (sample.t - previous.t) / 1000, same_value: sample.v === previous.v ? 1 : 0 },
      });
    },
    finish() {},
  };
}

/**
 * clock_jump: a reading more than `clock_future_minutes` in the future of its receipt (the run's `now`), or
 * timestamps that do not follow the order the meter sent them in (its frame counter fell while time rose).
 */
export function clockCheck(rules: ValidationRules, meter: ValidationMeter, emit: Emit): ValidationCheck {
  const latest = meter.now + rules.clock_future_minutes * 60_000;
  return {
    push(sample, previous) {
      if (sample.t > latest)
        emit({
          rule: 'clock_jump',
          from: sample.t,
          to: sample.t,
          detail: { ahead_minutes: (sample.t - meter.now) / 60_000 },
        });
      else if (previous && previous.fcnt !== null && sample.fcnt !== null && sample.fcnt < previous.fcnt)
        emit({
          rule: 'clock_jump',
          from: previous.t,
          to: sample.t,
          detail: { frame_from: previous.fcnt, frame_to: sample.fcnt },
        });
    },
    finish() {},
  };
}
