import { sql, type SQL } from 'drizzle-orm';
import type { NightWindow } from '../../../src/core/domain/nightWindow.ts';
import { meterValues, totalsByKind, type BalanceMeter } from './balanceSql.ts';
import type { RangeRequest } from './parseReportQuery.ts';
import { seriesOf } from './reportSql.ts';

/** The first or last total volume of meter `m.id` in [ws, we]: one look into the primary key each. */
function edgeReading(order: 'ASC' | 'DESC'): SQL {
  return sql`(SELECT ts, total_volume AS v FROM readouts WHERE installation_id = m.id AND ts >= w.ws AND ts <= w.we
    AND total_volume IS NOT NULL ORDER BY ts ${sql.raw(order)} LIMIT 1)`;
}

/**
 * Minimum night flow in the database: for each local day of the range and meter, the mean flow (m³/h)
 * across the night window as the register measured it (last minus first reading in the window over the
 * hours between them; none without two readings). Rows: `ms` (the night's local midnight, epoch ms),
 * `inlet` (the inlets' sum, null unless every inlet has a value), `members` and `members_n`.
 */
export function nightFlowSql(meters: BalanceMeter[], request: RangeRequest, window: NightWindow): SQL {
  const after = sql`${request.after.toISOString()}::timestamptz`;
  const before = sql`${request.before.toISOString()}::timestamptz`;
  const { tz } = request;
  const endMinutes = window.endMinutes + (window.endMinutes <= window.startMinutes ? 24 * 60 : 0);
  const at = (minutes: number) =>
    sql`((t AT TIME ZONE ${tz}) + make_interval(mins => ${minutes}::int)) AT TIME ZONE ${tz}`;
  return sql`
    WITH series AS (${seriesOf({ granularity: 'day', tz }, after, before)}),
    windows AS (SELECT t, ${at(window.startMinutes)} AS ws, ${at(endMinutes)} AS we FROM series),
    per_meter AS (
      SELECT w.t, m.inlet, (l.v - f.v) / (extract(epoch FROM l.ts - f.ts) / 3600) AS x
      FROM ${meterValues(meters)} CROSS JOIN windows AS w
      CROSS JOIN LATERAL ${edgeReading('ASC')} AS f
      CROSS JOIN LATERAL ${edgeReading('DESC')} AS l
      WHERE l.ts > f.ts
    ), ${totalsByKind(meters, 'windows')}`;
}
