import { z } from 'zod';
import { VALIDATION_RULE_NAMES } from '../domain/validation/validationRules.ts';

import { taskResultOf } from './errors.ts';

export { taskResultQuery } from './tasks.ts';

/** `companies/:id/validation-rules`: an id that is no positive 32-bit integer names no company (404). */
export const validationRuleParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const minutes = z.number().positive().max(10_080);
const flow = z.number().positive().max(100_000);

/** `companies/{id}/validation-rules/` (src/core/domain/validation/validationRules.ts explains each threshold). */
export const validationRules = z.object({
  expected_interval_minutes: z.number().min(1).max(1_440),
  gap_tolerance_minutes: z.number().min(0).max(1_440),
  max_flow_m3h: flow,
  max_flow_m3h_by_type: z.record(z.string().min(1).max(50), flow),
  frozen_intervals: z.number().int().min(2).max(10_000),
  backwards_tolerance_m3: z.number().min(0).max(1_000),
  register_digits: z.number().int().min(3).max(12),
  duplicate_window_seconds: z.number().min(1).max(3_600),
  clock_future_minutes: minutes,
});
export type ValidationRulesBody = z.infer<typeof validationRules>;

/**
 * `POST validation/runs/`: validate these meters' readings in [date_after, date_before) (ISO 8601; a bare
 * date_before means the end of that day). A few meters over a short range answer at once; a larger run is a
 * task (`task_id`, polled at `tasks/{id}/`).
 */
export const validationRunRequest = z.object({
  installations: z.array(z.string().max(64)).max(10_000).optional(),
  date_after: z.string().max(64).optional(),
  date_before: z.string().max(64).optional(),
});

export const validationRunResult = z.object({
  /** the task that runs a large validation; null when the run is done */
  task_id: z.string().nullable(),
  installations: z.number().int(),
  /** findings of a run that is done (open and accepted ones it found) */
  findings: z.number().int().nullable(),
});
export type ValidationRunResult = z.infer<typeof validationRunResult>;

/** `GET validation/runs/result/?task_id=`: the task of a large validation run. */
export const validationRunTaskResult = taskResultOf(
  z.object({ installations: z.number().int(), findings: z.number().int() }),
);
export type ValidationRunTaskResult = z.infer<typeof validationRunTaskResult>;

export const FINDING_STATES = ['open', 'accepted'] as const;

/** `GET validation/findings/`: filters by rule, state, meter (uuid or serial) and the range's overlap with dates. */
export const findingListQuery = z.object({
  rule: z.string().optional(),
  state: z.string().optional(),
  installation: z.string().optional(),
  date_after: z.string().optional(),
  date_before: z.string().optional(),
  ordering: z.string().optional(),
  limit: z.string().optional(),
  offset: z.string().optional(),
  no_page: z.string().optional(),
});
export type FindingListQuery = z.infer<typeof findingListQuery>;

export const validationFinding = z.object({
  id: z.number().int(),
  rule: z.enum(VALIDATION_RULE_NAMES),
  state: z.enum(FINDING_STATES),
  installation: z.string(),
  serial_number: z.string(),
  meter_type: z.string(),
  range_from: z.string(),
  range_to: z.string(),
  detail: z.record(z.string(), z.number()),
  found_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type ValidationFindingBody = z.infer<typeof validationFinding>;

/** `POST validation/findings/accept/`: the findings (ids) a user has looked at and accepts as they are. */
export const findingAcceptRequest = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(1_000),
});
export const findingAcceptResult = z.object({ accepted: z.number().int() });

/** `GET validation/silent-meters/?since=`: meters with no reading since the date (ISO 8601; default a day ago). */
export const silentMeterQuery = z.object({
  since: z.string().optional(),
  limit: z.string().optional(),
  offset: z.string().optional(),
  no_page: z.string().optional(),
});
export type SilentMeterQuery = z.infer<typeof silentMeterQuery>;

export const silentMeter = z.object({
  uuid: z.string(),
  serial_number: z.string(),
  meter_type: z.string(),
  company_name: z.string(),
  /** the newest reading, null for a meter that never sent one */
  last_readout_at: z.string().nullable(),
});
export type SilentMeter = z.infer<typeof silentMeter>;
