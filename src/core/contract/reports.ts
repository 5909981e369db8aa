import { z } from 'zod';
import { GRANULARITIES } from '../domain/granularity.ts';
import { REPORT_QUALITIES } from '../domain/readingQuality.ts';
import { READING_SOURCES } from '../domain/readingSources.ts';
import { REPORT_TYPES } from '../domain/reportTypes.ts';

export { uuidParams } from './pagination.ts';

/**
 * Query of `installations/{uuid}/reports/` and `meter-groups/{uuid}/reports/`. Dates are ISO 8601
 * (`2025-03-01` or `2025-03-01T06:00:00Z`); the range is [date_after, date_before): a date-only
 * date_before means the end of that day. Calendar buckets (day and longer) follow `tz` (IANA, default UTC).
 * The server checks them itself to answer translated field errors, so all are plain strings here.
 */
export const reportQuery = z.object({
  type: z.string().optional(),
  granularity: z.string().optional(),
  date_after: z.string().optional(),
  date_before: z.string().optional(),
  tz: z.string().optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * A bucket's value; `s` the sources of its readings (READING_SOURCES), absent where no reading fell; `q` the
 * qualities other than measured among them (estimated, edited), absent when all were measured. Rejected
 * readings are never part of a value.
 */
export const reportPoint = z.object({
  t: z.string(),
  v: z.number().nullable(),
  s: z.array(z.enum(READING_SOURCES)).optional(),
  q: z.array(z.enum(REPORT_QUALITIES)).optional(),
});
export type ReportPoint = z.infer<typeof reportPoint>;

/** An alert episode overlapping the range: `t` its start (may lie before the range), `ended_at` null while open. */
export const reportAlert = z.object({ t: z.string(), state: z.string(), ended_at: z.string().nullable() });
export type ReportAlert = z.infer<typeof reportAlert>;

/**
 * How complete the readings of a range are: `received` readings (not rejected, up to now) against the
 * `expected` ones, one per meter and reading interval (15 minutes) of the range up to now.
 */
export const reportCompleteness = z.object({ received: z.number().int(), expected: z.number().int() });
export type ReportCompleteness = z.infer<typeof reportCompleteness>;

/** One series: a point per bucket from the bucket holding date_after on, null where no reading fell. */
export const report = z.object({
  type: z.enum(REPORT_TYPES),
  granularity: z.enum(GRANULARITIES),
  unit: z.string(),
  date_after: z.string(),
  date_before: z.string(),
  tz: z.string(),
  points: z.array(reportPoint),
  alerts: z.array(reportAlert),
  completeness: reportCompleteness,
});
export type Report = z.infer<typeof report>;

/** A group report adds how many of the group's meters the sums cover. */
export const groupReport = report.extend({ meters: z.number().int() });
export type GroupReport = z.infer<typeof groupReport>;

/** `GET meters/`: installations as chart choices (select options: id uuid, label serial number). */
export const meterChoice = z.object({
  uuid: z.string(),
  serial_number: z.string(),
  meter_type: z.string(),
  company: z.number().int(),
  company_name: z.string(),
});
export type MeterChoice = z.infer<typeof meterChoice>;

export const meterListQuery = z.object({
  meter_type: z.string().optional(),
  search: z.string().optional(),
  company: z.string().optional(),
  limit: z.string().optional(),
  offset: z.string().optional(),
  no_page: z.string().optional(),
});

const positive = z.number().positive().max(1_000_000);

/** `companies/:id/leak-rules`: an id that is no positive 32-bit integer names no company (404). */
export const leakRuleParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `companies/{id}/leak-rules/` (src/core/domain/leakRules.ts explains each threshold). */
export const leakRules = z.object({
  continuous_flow_hours: positive,
  continuous_flow_min_m3h: positive,
  burst_share: positive,
  burst_minutes: positive,
  nominal_flow_m3h: z.record(z.string().min(1).max(50), positive),
  backflow_volume_m3: positive,
  no_usage_days: positive,
  no_usage_max_m3: z.number().min(0).max(1_000_000),
  // optional in a body (a client that predates them keeps the defaults); `HH:MM` and the length are checked
  // by the route (src/core/domain/nightWindow.ts)
  night_start: z.string().max(16).optional(),
  night_end: z.string().max(16).optional(),
  night_flow_min_m3h: positive.optional(),
  night_flow_nights: z.number().int().min(1).max(60).optional(),
});
export type LeakRulesBody = z.infer<typeof leakRules>;
