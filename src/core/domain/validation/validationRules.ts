/**
 * A company's validation rules (VEE): the thresholds each check of a meter's readings uses. A company
 * without stored rules uses the defaults; a stored set is complete (the PUT replaces every threshold).
 */
export interface ValidationRules {
  /** gap: the expected interval between readings, minutes */
  expected_interval_minutes: number;
  /** gap: how much later than the expected interval a reading may come before the interval counts as missing */
  gap_tolerance_minutes: number;
  /** spike: the largest flow a meter can pass, m³/h, for meter types without their own value */
  max_flow_m3h: number;
  /** spike: the largest flow per meter type (its size), m³/h */
  max_flow_m3h_by_type: Record<string, number>;
  /** frozen: this many intervals without a change of the register while the meter used water before and after */
  frozen_intervals: number;
  /** backwards: the register may fall by this much (m³) before it is a finding */
  backwards_tolerance_m3: number;
  /** rollover: digits of the register before the decimal point (it wraps at 10^digits m³) */
  register_digits: number;
  /** duplicate: readings closer than this (seconds) are one reading sent twice */
  duplicate_window_seconds: number;
  /** clock jump: a reading further than this (minutes) in the future of its receipt */
  clock_future_minutes: number;
}

export const DEFAULT_VALIDATION_RULES: Readonly<ValidationRules> = {
  expected_interval_minutes: 15,
  gap_tolerance_minutes: 5,
  max_flow_m3h: 20,
  // the overload flow (Q4 = 1.25 × Q3) of the meter types the portal knows
  max_flow_m3h_by_type: { rcmlrwotaa: 3.125, afm: 125 },
  frozen_intervals: 96,
  backwards_tolerance_m3: 0.001,
  register_digits: 8,
  duplicate_window_seconds: 60,
  clock_future_minutes: 10,
};

/** The checks, in the order the screen lists them; the names are stored with each finding. */
export const VALIDATION_RULE_NAMES = [
  'gap',
  'spike',
  'frozen',
  'backwards',
  'rollover',
  'duplicate',
  'clock_jump',
] as const;
export type ValidationRuleName = (typeof VALIDATION_RULE_NAMES)[number];

export function isValidationRuleName(value: unknown): value is ValidationRuleName {
  return typeof value === 'string' && (VALIDATION_RULE_NAMES as readonly string[]).includes(value);
}

/** One stored reading of a meter, in time order; `t` in epoch milliseconds, `v` the register (m³). */
export interface ValidationSample {
  t: number;
  v: number | null;
  /** bits of ALERT_STATES the meter reported with the reading */
  flags: number;
  /** the uplink's frame counter, where the transport has one */
  fcnt: number | null;
}

/** What a check found: a rule, the range of readings it concerns and the numbers behind it. */
export interface ValidationFinding {
  rule: ValidationRuleName;
  from: number;
  to: number;
  detail: Record<string, number>;
}

/** A meter as the checks see it. */
export interface ValidationMeter {
  meterType: string;
  /** when the run looks at the readings: the receipt bound of the clock check */
  now: number;
}

/** A check over one meter's readings with constant memory: readings pushed in time order, findings out. */
export interface ValidationCheck {
  push(sample: ValidationSample, previous: ValidationSample | null): void;
  finish(): void;
}

export type Emit = (finding: ValidationFinding) => void;
