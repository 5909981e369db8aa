import { alertBit } from '../alertStates.ts';
import { registerStep } from './registerStep.ts';
import type { Emit, ValidationCheck, ValidationRules } from './validationRules.ts';

const BACKFLOW = alertBit('backflow');

/**
 * backwards: the register fell by more than the tolerance between two readings, unless the meter reported
 * backflow with either of them (water that really ran back) or the register wrapped at its digits (rollover).
 */
export function backwardsCheck(rules: ValidationRules, emit: Emit): ValidationCheck {
  return {
    push(sample, previous) {
      if (!previous || previous.v === null || sample.v === null) return;
      const { step, rollover } = registerStep(previous.v, sample.v, rules.register_digits);
      if (rollover || -step <= rules.backwards_tolerance_m3) return;
      if ((sample.flags & BACKFLOW) !== 0 || (previous.flags & BACKFLOW) !== 0) return;
      emit({
        rule: 'backwards',
        from: previous.t,
        to: sample.t,
        detail: { drop_m3: -step, from_m3: previous.v, to_m3: sample.v },
      });
    },
    finish() {},
  };
}

/** rollover: the register wrapped at its digits; counted (a finding to see), never a drop. */
export function rolloverCheck(rules: ValidationRules, emit: Emit): ValidationCheck {
  return {
    push(sample, previous) {
      if (!previous || previous.v === null || sample.v === null) return;
      const { step, rollover } = registerStep(previous.v, sample.v, rules.register_digits);
      if (rollover)
        emit({
          rule: 'rollover',
          from: previous.t,
          to: sample.t,
          detail: { step_m3: step, digits: rules.register_digits },
        });
    },
    finish() {},
  };
}
