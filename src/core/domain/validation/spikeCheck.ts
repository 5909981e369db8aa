import { registerStep } from './registerStep.ts';
import type { Emit, ValidationCheck, ValidationMeter, ValidationRules } from './validationRules.ts';

/** The largest flow a meter of this type can pass (its size's value, else the company's). */
export function maxFlowOf(rules: ValidationRules, meterType: string): number {
  return Object.hasOwn(rules.max_flow_m3h_by_type, meterType)
    ? rules.max_flow_m3h_by_type[meterType]
    : rules.max_flow_m3h;
}

/** spike: the register rose by more than the meter can pass in the time between two readings. */
export function spikeCheck(rules: ValidationRules, meter: ValidationMeter, emit: Emit): ValidationCheck {
  const maxFlow = maxFlowOf(rules, meter.meterType);
  return {
    push(sample, previous) {
      if (!previous || previous.v === null || sample.v === null || sample.t <= previous.t) return;
      const { step } = registerStep(previous.v, sample.v, rules.register_digits);
      const hours = (sample.t - previous.t) / 3_600_000;
      if (step <= maxFlow * hours) return;
      emit({
        rule: 'spike',
        from: previous.t,
        to: sample.t,
        detail: { step_m3: step, flow_m3h: step / hours, max_flow_m3h: maxFlow },
      });
    },
    finish() {},
  };
}
