import { sql, type SQL } from 'drizzle-orm';
import { BUCKETS } from '../../../src/core/domain/granularity.ts';
import { BUCKET_ORIGIN, bucketStartSql } from '../../domain/bucketSql.ts';
import { REPORT_QUALITIES } from '../../../src/core/domain/readingQuality.ts';
import { READING_SOURCES } from '../../../src/core/domain/readingSources.ts';
import { REPORT_TYPE_INFO, type ReportType } from '../../../src/core/domain/reportTypes.ts';
import type { ReportRequest } from './parseReportQuery.ts';

/** The readouts column behind each report type (delta_volume is derived from total_volume). */
const COLUMNS: Record<ReportType, string> = {
  total_volume: 'total_volume',
  delta_volume: 'total_volume',
  flow: 'flow',
  mean_velocity: 'mean_velocity',
  sensor_status: 'sensor_status',
  spread_factor: 'spreading_factor',
  temperature: 'temperature',
  battery_voltage: 'battery_voltage',
  battery_lifetime: 'battery_lifetime',
  battery1_status: 'battery1_status',
  battery2_status: 'battery2_status',
  level_1: 'level1',
  signal_strength: 'signal_strength',
};

/** Every bucket start of [after, before), so empty buckets come back as null points (gaps in the chart). */
export function seriesOf(request: Pick<ReportRequest, 'granularity' | 'tz'>, after: SQL, before: SQL): SQL {
  const bucket = BUCKETS[request.granularity];
  if (bucket.kind === 'fixed') {
    const step = sql.raw(`interval '${bucket.seconds} seconds'`);
    const last = sql`${before} - interval '1 microsecond'`;
    return sql`SELECT generate_series(date_bin(${step}, ${after}, ${BUCKET_ORIGIN}), ${last}, ${step}) AS t`;
  }
  const { tz } = request;
  return sql`SELECT g AT TIME ZONE ${tz} AS t FROM generate_series(
    date_trunc(${sql.raw(`'${bucket.unit}'`)}, ${after} AT TIME ZONE ${tz}),
    (${before} AT TIME ZONE ${tz}) - interval '1 microsecond', ${sql.raw(`interval '1 ${bucket.unit}'`)}) AS g`;
}

function aggregateOf(type: ReportType): SQL {
  const column = sql.raw(COLUMNS[type]);
  switch (REPORT_TYPE_INFO[type].aggregate) {
    case 'last':
      return sql`(array_agg(${column} ORDER BY ts DESC) FILTER (WHERE ${column} IS NOT NULL))[1]`;
    case 'mean':
      return sql`avg(${column})`;
    case 'min':
      return sql`min(${column})`;
    case 'delta':
      return sql`sum(d)`;
  }
}

/** How far back the last reading before a delta-volume range is looked for first: the month before it. */
const PREVIOUS_READING_WINDOW = '32 days';

/** A reading's source as one bit (its index in READING_SOURCES), so a bucket's sources are a cheap bit_or. */
const SOURCE_BIT = sql.raw(
  `CASE source ${READING_SOURCES.map((name, bit) => `WHEN '${name}' THEN ${1 << bit}`).join(' ')} ELSE 0 END`,
);

/** Readings a report shows as values: a rejected reading is kept but never shown. */
export const SHOWN = sql.raw(`quality <> 'rejected'`);

/** A reading's quality as a bit of REPORT_QUALITIES (0 for measured), so a bucket's are a cheap bit_or too. */
const QUALITY_BIT = sql.raw(
  `CASE quality ${REPORT_QUALITIES.map((name, bit) => `WHEN '${name}' THEN ${1 << bit}`).join(' ')} ELSE 0 END`,
);

/**
 * The last reading of meter `m.id` before `after`: first among the readings since `recent` (one or two
 * monthly partitions), and only when there is none among all older ones. The readouts table is partitioned
 * by month with a DEFAULT partition, so a single unbounded `ts < after ORDER BY ts DESC LIMIT 1` would look
 * into every older partition (a merge of all of them, as the DEFAULT one keeps them from being read in order).
 * The Append stops at its first row, so the older branch only runs for a meter silent for a month.
 */
function previousReading(after: SQL, recent: SQL): SQL {
  const latest = (range: SQL) => sql`(SELECT installation_id, ts, total_volume, source, quality FROM readouts
    WHERE installation_id = m.id AND ${range} AND total_volume IS NOT NULL AND ${SHOWN} ORDER BY ts DESC LIMIT 1)`;
  return sql`${latest(sql`ts >= ${recent} AND ts < ${after}`)} UNION ALL ${latest(sql`ts < ${recent}`)} LIMIT 1`;
}

/**
 * One report series aggregated in the database: per meter and bucket with the type's aggregate, then
 * summed across meters (a group; a single meter sums one value), joined onto every bucket of the range,
 * with the sources of the bucket's readings as bits of READING_SOURCES (`s`) and their qualities as bits of
 * REPORT_QUALITIES (`q`). Rejected readings are left out, as values and as the reading before the range.
 * Delta volume takes lag() over each meter's total volumes, starting from the last reading before the
 * range so the first bucket's consumption is complete. Rows: `ms` (bucket start, epoch ms), `v`, `s`, `q` and
 * `n`, how many readings of the bucket (up to now) were received.
 */
export function reportSql(installationIds: number[], request: ReportRequest): SQL {
  const after = sql`${request.after.toISOString()}::timestamptz`;
  const before = sql`${request.before.toISOString()}::timestamptz`;
  const ids = sql.join(
    installationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // in SQL: a month before the year 1 has no ISO form PostgreSQL reads
  const recent = sql`${after} - ${PREVIOUS_READING_WINDOW}::interval`;
  const bucket = bucketStartSql(sql.raw('ts'), request.granularity, request.tz);
  const source =
    request.type === 'delta_volume'
      ? sql`(SELECT installation_id, ts, source, quality, total_volume - lag(total_volume)
            OVER (PARTITION BY installation_id ORDER BY ts) AS d
          FROM (
            SELECT installation_id, ts, total_volume, source, quality FROM readouts
            WHERE installation_id IN (${ids}) AND ts >= ${after} AND ts < ${before} AND total_volume IS NOT NULL
              AND ${SHOWN}
            UNION ALL
            SELECT p.installation_id, p.ts, p.total_volume, p.source, p.quality
            FROM (VALUES ${sql.join(
              installationIds.map((id) => sql`(${id}::int)`),
              sql`, `,
            )}) AS m(id)
            CROSS JOIN LATERAL (${previousReading(after, recent)}) AS p
          ) AS with_previous) AS steps WHERE ts >= ${after}`
      : sql`readouts WHERE installation_id IN (${ids}) AND ts >= ${after} AND ts < ${before} AND ${SHOWN}`;
  return sql`
    WITH per_meter AS (
      SELECT installation_id, ${bucket} AS t, ${aggregateOf(request.type)} AS v, bit_or(${SOURCE_BIT}) AS s,
        bit_or(${QUALITY_BIT}) AS q, count(*) FILTER (WHERE ts < now()) AS n
      FROM ${source}
      GROUP BY 1, 2
    ), totals AS (
      SELECT t, sum(v)::float8 AS v, bit_or(s) AS s, bit_or(q) AS q, sum(n)::float8 AS n FROM per_meter GROUP BY t
    ), series AS (${seriesOf(request, after, before)})
    SELECT (extract(epoch FROM series.t) * 1000)::float8 AS ms, totals.v AS v, totals.s AS s, totals.q AS q,
      totals.n AS n
    FROM series LEFT JOIN totals ON totals.t = series.t
    ORDER BY series.t`;
}
