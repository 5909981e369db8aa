import { SHORTEST_BUCKET_MS, type Granularity } from './granularity.ts';

/** A span of calendar time: `hours` and `months` add up (months by the calendar, in UTC). */
export interface RangeCap {
  hours?: number;
  months?: number;
}

/** Report date range limits by granularity (spec section 5). */
export const RANGE_CAPS: Readonly<Record<Granularity, RangeCap>> = {
  minute: { hours: 2 },
  quarter_hour: { hours: 24 },
  hour: { hours: 72 },
  day: { months: 3 },
  week: { months: 3 },
  month: { months: 36 },
  year: { months: 60 },
};

/**
 * The most points one series may have: about two per pixel of a wide (2000 px) chart. The range caps keep
 * single-meter reports far below it; it guards any caller that combines ranges and granularities anew.
 */
export const MAX_POINTS = 4000;

/** A local day may last 25 hours, so 'today' at 15 minutes must pass a 24-hour cap (caps of a day or more). */
const DST_SLACK_MS = 3_600_000;

/** `from` plus the cap: months by the UTC calendar (clamped to the month's end), then hours. */
export function addCap(from: Date, cap: RangeCap): Date {
  const d = new Date(from.getTime());
  if (cap.months) {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + cap.months);
    const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, lastDay));
  }
  return new Date(d.getTime() + (cap.hours ?? 0) * 3_600_000);
}

/** The upper bound of the number of buckets in [after, before). */
export function countPoints(after: Date, before: Date, granularity: Granularity): number {
  return Math.ceil((before.getTime() - after.getTime()) / SHORTEST_BUCKET_MS[granularity]) + 1;
}

export type RangeProblem =
  { code: 'order' } | { code: 'range'; cap: RangeCap } | { code: 'points'; points: number; max: number };

/** Why a report over [after, before) at `granularity` may not be drawn, or null when it may. */
export function checkReportRange(
  after: Date,
  before: Date,
  granularity: Granularity,
  maxPoints: number = MAX_POINTS,
): RangeProblem | null {
  if (before.getTime() <= after.getTime()) return { code: 'order' };
  const cap = RANGE_CAPS[granularity];
  const slack = cap.months || (cap.hours ?? 0) >= 24 ? DST_SLACK_MS : 0;
  if (before.getTime() > addCap(after, cap).getTime() + slack) return { code: 'range', cap };
  const points = countPoints(after, before, granularity);
  if (points > maxPoints) return { code: 'points', points, max: maxPoints };
  return null;
}

/** The coarser granularities, finest first, that would accept the same range. */
export function coarserGranularities(after: Date, before: Date, granularity: Granularity): Granularity[] {
  const order: Granularity[] = ['minute', 'quarter_hour', 'hour', 'day', 'week', 'month', 'year'];
  return order.slice(order.indexOf(granularity) + 1).filter((g) => checkReportRange(after, before, g) === null);
}

/** English wording of a cap for messages: '2 hours', '1 day', '3 months', '5 years'. */
export function describeCap(cap: RangeCap): { n: number; unit: 'hours' | 'days' | 'months' | 'years' } {
  if (cap.months)
    return cap.months % 12 === 0 ? { n: cap.months / 12, unit: 'years' } : { n: cap.months, unit: 'months' };
  const hours = cap.hours ?? 0;
  return hours % 24 === 0 ? { n: hours / 24, unit: 'days' } : { n: hours, unit: 'hours' };
}

/** Report presets of spec section 9, each with the granularity it opens with. */
export const REPORT_PRESETS = [
  'today',
  'last_3_hours',
  'yesterday',
  'last_7_days',
  'last_month',
  'last_3_months',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export interface ReportRange {
  after: Date;
  before: Date;
  granularity: Granularity;
}

/** Minutes `timeZone` is ahead of UTC at `at` (Vienna in summer: 120). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Local midnight of the day `at` falls on in `timeZone`, `dayShift` days later. */
export function startOfLocalDay(at: Date, timeZone: string, dayShift = 0): Date {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayShift);
  // the offset at midnight may differ from the one now (a daylight-saving change in between)
  let guess = midnightAsUtc - zoneOffsetMinutes(new Date(midnightAsUtc), timeZone) * 60_000;
  guess = midnightAsUtc - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** The range and opening granularity of a preset at `now`, days counted in `timeZone` (IANA name). */
export function presetRange(preset: ReportPreset, now: Date, timeZone = 'UTC'): ReportRange {
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const monthsAgo = (m: number) => addCap(now, { months: -m });
  switch (preset) {
    case 'today':
      return {
        after: startOfLocalDay(now, timeZone),
        before: startOfLocalDay(now, timeZone, 1),
        granularity: 'quarter_hour',
      };
    case 'last_3_hours':
      return { after: hoursAgo(3), before: now, granularity: 'quarter_hour' };
    case 'yesterday':
      return {
        after: startOfLocalDay(now, timeZone, -1),
        before: startOfLocalDay(now, timeZone),
        granularity: 'quarter_hour',
      };
    case 'last_7_days':
      return { after: hoursAgo(7 * 24), before: now, granularity: 'day' };
    case 'last_month':
      return { after: monthsAgo(1), before: now, granularity: 'day' };
    case 'last_3_months':
      return { after: monthsAgo(3), before: now, granularity: 'day' };
  }
}
