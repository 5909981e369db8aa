import { z } from 'zod';
import { reportQuery } from './reports.ts';

export { uuidParams } from './pagination.ts';

/**
 * Query of `meter-groups/{uuid}/balance/`: granularity `day`, `week` or `month`; dates and `tz` as in a
 * report's query (the range is [date_after, date_before), calendar buckets follow `tz`, default UTC). Plain
 * strings, so the server answers translated field errors.
 */
export const balanceQuery = reportQuery.omit({ type: true });
export type BalanceQuery = z.infer<typeof balanceQuery>;

/**
 * One bucket of a district's water balance. `inlet_m3`: what the inlet meters measured (null unless every
 * inlet's readings cover the bucket); `members_m3`: the sum of the other members whose readings cover it;
 * `loss_m3` = inlet − members and `loss_pct` its share of the inlet in percent (null without an inlet
 * volume, or with a zero one); `coverage`: the share of those members (0…1) whose readings cover the bucket,
 * so a gap is stated rather than counted as loss. A meter's readings cover a bucket when it has a reading in
 * it and its reading before the first of them lies no further back than the start of the bucket before.
 */
export const balanceRow = z.object({
  t: z.string(),
  inlet_m3: z.number().nullable(),
  members_m3: z.number().nullable(),
  loss_m3: z.number().nullable(),
  loss_pct: z.number().nullable(),
  coverage: z.number(),
});
export type BalanceRow = z.infer<typeof balanceRow>;

export const waterBalance = z.object({
  granularity: z.string(),
  date_after: z.string(),
  date_before: z.string(),
  tz: z.string(),
  /** how many inlet meters and other members the balance covers */
  inlets: z.number().int(),
  members: z.number().int(),
  rows: z.array(balanceRow),
});
export type WaterBalance = z.infer<typeof waterBalance>;

/**
 * Query of the night-flow series: dates and `tz` as in a report's query; the night window as local times
 * `HH:MM` in `tz` (default 02:00–04:00; a window may pass midnight: 23:00–01:00 belongs to the night that
 * starts on the day of its start).
 */
export const nightFlowQuery = balanceQuery
  .omit({ granularity: true })
  .extend({ window_start: z.string().optional(), window_end: z.string().optional() });
export type NightFlowQuery = z.infer<typeof nightFlowQuery>;

/** A meter's mean flow in one night's window, m³/h, from its register: null without two readings in it. */
export const nightFlowPoint = z.object({ t: z.string(), m3h: z.number().nullable() });
export type NightFlowPoint = z.infer<typeof nightFlowPoint>;

const nightFlowHead = {
  date_after: z.string(),
  date_before: z.string(),
  tz: z.string(),
  window_start: z.string(),
  window_end: z.string(),
};

export const nightFlow = z.object({ ...nightFlowHead, points: z.array(nightFlowPoint) });
export type NightFlow = z.infer<typeof nightFlow>;

/**
 * A group's night in its window: the inlets' flow (null unless each inlet has two readings in it), the sum
 * of the members' flows that have, and the share of members that have (`coverage`, 0…1).
 */
export const groupNightFlowRow = z.object({
  t: z.string(),
  inlet_m3h: z.number().nullable(),
  members_m3h: z.number().nullable(),
  coverage: z.number(),
});
export type GroupNightFlowRow = z.infer<typeof groupNightFlowRow>;

export const groupNightFlow = z.object({
  ...nightFlowHead,
  inlets: z.number().int(),
  members: z.number().int(),
  rows: z.array(groupNightFlowRow),
});
export type GroupNightFlow = z.infer<typeof groupNightFlow>;

/**
 * `GET dashboard/water/`: of the caller's companies, the device groups with inlet meters by this month's
 * loss (UTC; highest share first, unknown last) and the meters by their mean flow in last night's window
 * (the company's night window, UTC; highest first) with the lowest of the last 7 nights; five of each.
 */
export const waterHighlights = z.object({
  month: z.string(),
  groups: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      loss_m3: z.number().nullable(),
      loss_pct: z.number().nullable(),
      coverage: z.number(),
    }),
  ),
  meters: z.array(
    z.object({
      uuid: z.string(),
      serial_number: z.string(),
      last_night_m3h: z.number(),
      week_min_m3h: z.number(),
    }),
  ),
});
export type WaterHighlights = z.infer<typeof waterHighlights>;
