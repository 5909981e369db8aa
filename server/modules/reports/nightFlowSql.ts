import { sql, type SQL } from 'drizzle-orm';
import type { NightWindow } from '../../../src/core/domain/nightWindow.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import { totalsByKind, type BalanceMeter } from './balanceSql.ts';
import type { RangeRequest } from './parseReportQuery.ts';
import { seriesOf } from './reportSql.ts';

/** The readings `r` of the meters that have a value. */
const readingsOf = (meterIds: number[]) =>
  sql`r.installation_id = ANY(${arrayLiteral(meterIds)}::int[]) AND r.total_volume IS NOT NULL`;

/** From the least and greatest `[epoch, volume]` pairs `f` and `l`: the mean flow between them, m³/h. */
const meanFlow = (e: string) => sql.raw(`(${e}.l[2] - ${e}.f[2]) / ((${e}.l[1] - ${e}.f[1]) / 3600)`);

/** The first and last `[epoch, volume]` of each group of readings `r`: one grouping, no sort per meter. */
const firstAndLast = sql`min(ARRAY[date_part('epoch', r.ts), r.total_volume]) AS f,
  max(ARRAY[date_part('epoch', r.ts), r.total_volume]) AS l`;

/**
 * Each meter's mean flow (m³/h) across each night window of `windows(t, d, ws, we)` as the register measured
 * it: rows `(t, ws, id, x)`, last minus first reading in the window over the hours between them (none without
 * two readings). `onePass` (sparse readings, see `nightFlowPlan.ts`) reads the meters' readings from the first
 * night to the last once, each meter's key range once per partition, and leads each reading to its night by
 * its local day less the window's start (then the night's exact bounds); otherwise one index range per night
 * on the (installation_id, ts) key reads only the nights' readings, at the price of a look-up per meter and
 * night.
 */
function nightFlows(meterIds: number[], request: RangeRequest, window: NightWindow, onePass: boolean): SQL {
  if (!onePass)
    return sql`(SELECT w.t, w.ws, e.id, ${meanFlow('e')} AS x FROM windows AS w CROSS JOIN LATERAL (
        SELECT r.installation_id AS id, ${firstAndLast} FROM readouts AS r
        WHERE ${readingsOf(meterIds)} AND r.ts >= w.ws AND r.ts <= w.we
        GROUP BY r.installation_id
      ) AS e WHERE e.l[1] > e.f[1])`;
  const { tz } = request;
  const day = sql`date_trunc('day', (r.ts AT TIME ZONE ${tz}) - make_interval(mins => ${window.startMinutes}::int))`;
  // bounds as constants (the partitions are chosen when planning, and the row count is known): the nights lie
  // between the range's start and two days after its end whatever the zone and window
  const around = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString();
  return sql`(SELECT w.t, w.ws, e.id, ${meanFlow('e')} AS x FROM (
      SELECT w.t, r.installation_id AS id, ${firstAndLast}
      FROM readouts AS r JOIN windows AS w ON w.d = ${day}
      WHERE ${readingsOf(meterIds)} AND r.ts >= ${around(request.after, -1)}::timestamptz
        AND r.ts <= ${around(request.before, 2)}::timestamptz AND r.ts >= w.ws AND r.ts <= w.we
      GROUP BY w.t, r.installation_id
    ) AS e JOIN windows AS w ON w.t = e.t WHERE e.l[1] > e.f[1])`;
}

/** The CTEs `series` and `windows(t, d, ws, we)`: per local day of the range (`d` its local midnight), its night window. */
function windowsSql(request: RangeRequest, window: NightWindow): SQL {
  const after = sql`${request.after.toISOString()}::timestamptz`;
  const before = sql`${request.before.toISOString()}::timestamptz`;
  const { tz } = request;
  const endMinutes = window.endMinutes + (window.endMinutes <= window.startMinutes ? 24 * 60 : 0);
  const at = (minutes: number) =>
    sql`((t AT TIME ZONE ${tz}) + make_interval(mins => ${minutes}::int)) AT TIME ZONE ${tz}`;
  return sql`
    WITH series AS (${seriesOf({ granularity: 'day', tz }, after, before)}),
    windows AS (SELECT t, t AT TIME ZONE ${tz} AS d, ${at(window.startMinutes)} AS ws, ${at(endMinutes)} AS we
      FROM series)`;
}

/**
 * Minimum night flow in the database, for each local day of the range: rows `ms` (the night's local
 * midnight, epoch ms), `inlet` (the inlets' sum, null unless every inlet has a value), `members` and
 * `members_n`, from the meters' mean flow across the night window, summed night by night.
 */
export function nightFlowSql(meters: BalanceMeter[], request: RangeRequest, window: NightWindow, onePass = false): SQL {
  const inlets = arrayLiteral(meters.filter((m) => m.inlet).map((m) => m.id));
  const flows = nightFlows(
    meters.map((m) => m.id),
    request,
    window,
    onePass,
  );
  return sql`${windowsSql(request, window)},
    per_meter AS (SELECT n.t, n.x, n.id = ANY(${inlets}::int[]) AS inlet FROM ${flows} AS n),
    ${totalsByKind(meters, 'windows')}`;
}

/** Each meter's mean flow per night with a value: rows `id`, `ms` (the window's start, epoch ms) and `m3h`. */
export function meterNightsSql(meterIds: number[], request: RangeRequest, window: NightWindow, onePass = false): SQL {
  return sql`${windowsSql(request, window)}
    SELECT n.id, (extract(epoch FROM n.ws) * 1000)::float8 AS ms, n.x::float8 AS m3h
    FROM ${nightFlows(meterIds, request, window, onePass)} AS n ORDER BY n.id, n.ws`;
}
