import { sql, type SQL } from 'drizzle-orm';
import type { NightWindow } from '../../../src/core/domain/nightWindow.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import { rowsByKind, sumsByKind, type BalanceMeter } from './balanceSql.ts';
import type { RangeRequest } from './parseReportQuery.ts';
import { seriesOf } from './reportSql.ts';

/**
 * Per night window `w` (its bounds `w.ws`, `w.we`), each meter's mean flow (m³/h) across it as the register
 * measured it: `(id, x)`, last minus first reading in the window over the hours between them (none without
 * two readings). One index-friendly range per night on the (installation_id, ts) key, so only the partitions
 * the night lies in are read and only its readings; first and last come out of one grouping (the least and
 * greatest `[epoch, volume]` pair), no sort per meter.
 */
function windowFlows(meterIds: number[]): SQL {
  return sql`(SELECT id, (l[2] - f[2]) / ((l[1] - f[1]) / 3600) AS x FROM (
      SELECT r.installation_id AS id, min(ARRAY[extract(epoch FROM r.ts)::float8, r.total_volume]) AS f,
        max(ARRAY[extract(epoch FROM r.ts)::float8, r.total_volume]) AS l
      FROM readouts AS r
      WHERE r.installation_id = ANY(${arrayLiteral(meterIds)}::int[]) AND r.ts >= w.ws AND r.ts <= w.we
        AND r.total_volume IS NOT NULL
      GROUP BY r.installation_id
    ) AS e WHERE l[1] > f[1])`;
}

/** The CTEs `series` and `windows(t, ws, we)`: per local day of the range, its night window. */
function windowsSql(request: RangeRequest, window: NightWindow): SQL {
  const after = sql`${request.after.toISOString()}::timestamptz`;
  const before = sql`${request.before.toISOString()}::timestamptz`;
  const { tz } = request;
  const endMinutes = window.endMinutes + (window.endMinutes <= window.startMinutes ? 24 * 60 : 0);
  const at = (minutes: number) =>
    sql`((t AT TIME ZONE ${tz}) + make_interval(mins => ${minutes}::int)) AT TIME ZONE ${tz}`;
  return sql`
    WITH series AS (${seriesOf({ granularity: 'day', tz }, after, before)}),
    windows AS (SELECT t, ${at(window.startMinutes)} AS ws, ${at(endMinutes)} AS we FROM series)`;
}

/**
 * Minimum night flow in the database, for each local day of the range: rows `ms` (the night's local
 * midnight, epoch ms), `inlet` (the inlets' sum, null unless every inlet has a value), `members` and
 * `members_n`, from the meters' mean flow across the night window, summed night by night.
 */
export function nightFlowSql(meters: BalanceMeter[], request: RangeRequest, window: NightWindow): SQL {
  const inlets = arrayLiteral(meters.filter((m) => m.inlet).map((m) => m.id));
  const flows = sql`(SELECT x, id = ANY(${inlets}::int[]) AS inlet FROM ${windowFlows(meters.map((m) => m.id))} AS n) AS k`;
  return sql`${windowsSql(request, window)},
    totals AS (SELECT w.t, s.* FROM windows AS w CROSS JOIN LATERAL (${sumsByKind(flows)}) AS s)
    ${rowsByKind(meters, 'windows')}`;
}

/** Each meter's mean flow per night with a value: rows `id`, `ms` (the window's start, epoch ms) and `m3h`. */
export function meterNightsSql(meterIds: number[], request: RangeRequest, window: NightWindow): SQL {
  return sql`${windowsSql(request, window)}
    SELECT n.id, (extract(epoch FROM w.ws) * 1000)::float8 AS ms, n.x::float8 AS m3h
    FROM windows AS w CROSS JOIN LATERAL ${windowFlows(meterIds)} AS n ORDER BY n.id, w.ws`;
}
