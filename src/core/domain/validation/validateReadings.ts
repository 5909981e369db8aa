import { backwardsCheck, rolloverCheck } from './backwardsCheck.ts';
import { frozenCheck } from './frozenCheck.ts';
import { gapCheck } from './gapCheck.ts';
import { spikeCheck } from './spikeCheck.ts';
import { clockCheck, duplicateCheck } from './timeChecks.ts';
import type { ValidationFinding, ValidationMeter, ValidationRules, ValidationSample } from './validationRules.ts';

/**
 * Every check over one meter's readings with constant memory: readings are pushed in time order (a year of
 * 15-minute readings never sits in memory), findings collect as they are found.
 */
export function createValidator(rules: ValidationRules, meter: ValidationMeter) {
  const findings: ValidationFinding[] = [];
  const emit = (finding: ValidationFinding) => findings.push(finding);
  const checks = [
    gapCheck(rules, emit),
    spikeCheck(rules, meter, emit),
    frozenCheck(rules, emit),
    backwardsCheck(rules, emit),
    rolloverCheck(rules, emit),
    duplicateCheck(rules, emit),
    clockCheck(rules, meter, emit),
  ];
  let previous: ValidationSample | null = null;
  return {
    push(sample: ValidationSample): void {
      for (const check of checks) check.push(sample, previous);
      previous = sample;
    },
    finish(): ValidationFinding[] {
      for (const check of checks) check.finish();
      return findings;
    },
  };
}

/** The findings of a whole series at once (tests, small ranges). */
export function validateReadings(
  samples: Iterable<ValidationSample>,
  rules: ValidationRules,
  meter: ValidationMeter,
): ValidationFinding[] {
  const validator = createValidator(rules, meter);
  for (const sample of samples) validator.push(sample);
  return validator.finish();
}
