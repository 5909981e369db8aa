import { sql, type SQL } from 'drizzle-orm';
import { BUCKETS, type Granularity } from '../../src/core/domain/granularity.ts';

/** Fixed buckets are binned from this instant, so a 15-minute bucket starts on a quarter hour of UTC. */
export const BUCKET_ORIGIN = sql.raw(`timestamptz '2000-01-01 00:00:00+00'`);

/** The start of the bucket `ts` falls in: date_bin in UTC, or date_trunc on the local calendar of `tz`. */
export function bucketStartSql(ts: SQL, granularity: Granularity, tz: string): SQL {
  const bucket = BUCKETS[granularity];
  if (bucket.kind === 'fixed')
    return sql`date_bin(${sql.raw(`interval '${bucket.seconds} seconds'`)}, ${ts}, ${BUCKET_ORIGIN})`;
  return sql`(date_trunc(${sql.raw(`'${bucket.unit}'`)}, ${ts} AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
}

/** The end (exclusive) of the bucket `ts` falls in, on the same calendar as `bucketStartSql`. */
export function bucketEndSql(ts: SQL, granularity: Granularity, tz: string): SQL {
  const bucket = BUCKETS[granularity];
  if (bucket.kind === 'fixed')
    return sql`(${bucketStartSql(ts, granularity, tz)} + ${sql.raw(`interval '${bucket.seconds} seconds'`)})`;
  return sql`((date_trunc(${sql.raw(`'${bucket.unit}'`)}, ${ts} AT TIME ZONE ${tz}) + ${sql.raw(
    `interval '1 ${bucket.unit}'`,
  )}) AT TIME ZONE ${tz})`;
}
