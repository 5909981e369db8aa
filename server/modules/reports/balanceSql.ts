import { sql, type SQL } from 'drizzle-orm';
import { BUCKETS } from '../../../src/core/domain/granularity.ts';
import type { RangeRequest } from './parseReportQuery.ts';
import { seriesOf } from './reportSql.ts';

/** A meter of a balance: its installation id, and whether it is one of the group's inlets. */
export interface BalanceMeter {
  id: number;
  inlet: boolean;
}

/** The meters as a VALUES list `m(id, inlet)`; none gives one row of no meter (no installation id 0 exists). */
export function meterValues(meters: BalanceMeter[]): SQL {
  const rows = meters.length === 0 ? [{ id: 0, inlet: false }] : meters;
  return sql`(VALUES ${sql.join(
    rows.map((m) => sql`(${m.id}::int, ${m.inlet}::boolean)`),
    sql`, `,
  )}) AS m(id, inlet)`;
}

/** Per row of `source` (meters' values `x`, `inlet` telling the inlets): the inlets' and the members' sums and counts. */
export function sumsByKind(source: SQL, key: SQL = sql`1 AS one`): SQL {
  return sql`SELECT ${key}, sum(x) FILTER (WHERE inlet) AS inlet, count(*) FILTER (WHERE inlet) AS inlets_n,
        sum(x) FILTER (WHERE NOT inlet) AS members, count(*) FILTER (WHERE NOT inlet) AS members_n
      FROM ${source}`;
}

/**
 * The rows of a balance-like query from `totals(t, inlet, inlets_n, members, members_n)`: per row of \`frame\`
 * (its column \`t\`), the inlets' sum (null unless every inlet has a value), the members' sum and how many
 * members have a value.
 */
export function rowsByKind(meters: BalanceMeter[], frame: 'bounds' | 'windows'): SQL {
  const inlets = meters.filter((m) => m.inlet).length;
  const f = sql.raw(frame);
  return sql`SELECT (extract(epoch FROM ${f}.t) * 1000)::float8 AS ms,
      (CASE WHEN totals.inlets_n = ${inlets}::int AND ${inlets}::int > 0 THEN totals.inlet END)::float8 AS inlet,
      totals.members::float8 AS members, coalesce(totals.members_n, 0)::int AS members_n
    FROM ${f} LEFT JOIN totals ON totals.t = ${f}.t
    ORDER BY ${f}.t`;
}

/** The end of a balance-like query over \`per_meter(t, inlet, x)\`: its sums by kind per row of \`frame\`. */
export function totalsByKind(meters: BalanceMeter[], frame: 'bounds' | 'windows'): SQL {
  return sql`totals AS (${sumsByKind(sql`per_meter GROUP BY t`, sql`t`)})
    ${rowsByKind(meters, frame)}`;
}

/** The last total volume of meter `m.id` in [lo, hi): one look into the primary key (installation_id, ts). */
function lastReading(lo: SQL, hi: SQL): SQL {
  return sql`(SELECT total_volume AS v FROM readouts WHERE installation_id = m.id AND ts >= ${lo} AND ts < ${hi}
    AND total_volume IS NOT NULL ORDER BY ts DESC LIMIT 1)`;
}

/**
 * A water balance in the database, by the register at the period boundaries: a meter's consumption in a
 * bucket is its last reading in the bucket minus its last reading in the bucket before (the same telescoped
 * steps a delta-volume report sums), known only when both exist, so a meter silent over a bucket or the one
 * before is left out of that bucket and counted as not covering it. Each (meter, bucket) is one index look-up
 * rather than a scan of its readings, so the cost follows meters × buckets, not the readings' interval.
 * Rows: `ms` (bucket start, epoch ms), `inlet` (null unless every inlet is known), `members` and `members_n`
 * (the sum and the number of members known).
 */
export function balanceSql(meters: BalanceMeter[], request: RangeRequest): SQL {
  const after = sql`${request.after.toISOString()}::timestamptz`;
  const before = sql`${request.before.toISOString()}::timestamptz`;
  const bucket = BUCKETS[request.granularity];
  if (bucket.kind !== 'calendar') throw new Error('a balance is drawn by calendar buckets');
  const { tz } = request;
  return sql`
    WITH series AS (${seriesOf(request, after, before)}),
    bounds AS (
      SELECT t, greatest(t, ${after}) AS lo, least(coalesce(lead(t) OVER (ORDER BY t), ${before}), ${before}) AS hi
      FROM series
    ), slots AS (
      SELECT lo, hi FROM bounds
      UNION ALL
      SELECT ((min(t) AT TIME ZONE ${tz}) - ${sql.raw(`interval '1 ${bucket.unit}'`)}) AT TIME ZONE ${tz}, ${after}
      FROM series
    ), lasts AS (
      SELECT m.id, m.inlet, s.hi AS slot_end, r.v
      FROM ${meterValues(meters)} CROSS JOIN slots AS s CROSS JOIN LATERAL ${lastReading(sql`s.lo`, sql`s.hi`)} AS r
    ), per_meter AS (
      SELECT b.t, cur.inlet, cur.v - prev.v AS x
      FROM bounds AS b
      JOIN lasts AS cur ON cur.slot_end = b.hi
      JOIN lasts AS prev ON prev.id = cur.id AND prev.slot_end = b.lo
    ), ${totalsByKind(meters, 'bounds')}`;
}
