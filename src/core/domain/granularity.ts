/** Report granularities of spec section 9: 1 minute, 15 minutes, hourly, daily, weekly, monthly, yearly. */
export const GRANULARITIES = ['minute', 'quarter_hour', 'hour', 'day', 'week', 'month', 'year'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/**
 * How a granularity cuts time. Fixed buckets have one length everywhere and are binned in UTC; calendar
 * buckets (days and longer) follow the viewer's time zone, so a daily bar runs from local midnight to
 * local midnight and may last 23 or 25 hours around a daylight-saving change.
 */
export type Bucket = { kind: 'fixed'; seconds: number } | { kind: 'calendar'; unit: 'day' | 'week' | 'month' | 'year' };

export const BUCKETS: Readonly<Record<Granularity, Bucket>> = {
  minute: { kind: 'fixed', seconds: 60 },
  quarter_hour: { kind: 'fixed', seconds: 15 * 60 },
  hour: { kind: 'fixed', seconds: 3600 },
  day: { kind: 'calendar', unit: 'day' },
  week: { kind: 'calendar', unit: 'week' },
  month: { kind: 'calendar', unit: 'month' },
  year: { kind: 'calendar', unit: 'year' },
};

/** The shortest a bucket can be, for counting points from above (23-hour days, 28-day months). */
export const SHORTEST_BUCKET_MS: Readonly<Record<Granularity, number>> = {
  minute: 60_000,
  quarter_hour: 900_000,
  hour: 3_600_000,
  day: 23 * 3_600_000,
  week: 7 * 86_400_000 - 3_600_000,
  month: 28 * 86_400_000 - 3_600_000,
  year: 365 * 86_400_000 - 3_600_000,
};

export function isGranularity(value: unknown): value is Granularity {
  return typeof value === 'string' && (GRANULARITIES as readonly string[]).includes(value);
}
