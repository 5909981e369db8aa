import { sql, type SQL } from 'drizzle-orm';
import { alertBit } from '../../../src/core/domain/alertStates.ts';
import { maxFlowOf } from '../../../src/core/domain/validation/spikeCheck.ts';
import type { ValidationRules } from '../../../src/core/domain/validation/validationRules.ts';

/** A meter as the set-based checks take it: its id, its type (for the spike's flow) and its company's rules. */
export interface MeterToValidate {
  id: number;
  meterType: string;
  rules: ValidationRules;
}

const BACKFLOW = sql.raw(String(alertBit('backflow')));

/** A run's second reading (the first unchanged one) or the reading that ends a run of two or more */
const RUN_EDGE = sql.raw(`((v = pv AND pv IS DISTINCT FROM ppv) OR (v <> pv AND pv = ppv))`);

/** A time's `date_part('epoch', …)` (float seconds, exact to the microsecond) as whole epoch milliseconds,
 * rounded as `(extract(epoch FROM ts) * 1000)::bigint` rounds: exact microseconds first, then ms. */
const ms = (epoch: string) => sql.raw(`((floor(${epoch} * 1e6 + 0.5)::bigint + 500) / 1000)`);

/** Seconds the loose filter widens each time bound by: more than the rounding to ms and float8's error. */
const SLACK = 0.002;

/** The thresholds of one meter as one row of numbers, each derived here exactly as the pure checks derive it. */
function meterRow(meter: MeterToValidate, now: number): SQL {
  const { rules } = meter;
  const interval = rules.expected_interval_minutes * 60_000;
  const span = 10 ** rules.register_digits;
  return sql`(${meter.id}::int, ${maxFlowOf(rules, meter.meterType)}::float8, ${interval}::bigint,
    ${interval + rules.gap_tolerance_minutes * 60_000}::bigint, ${rules.frozen_intervals}::int,
    ${rules.backwards_tolerance_m3}::float8, ${span}::float8, ${span * 0.9}::float8, ${span * 0.1}::float8,
    ${rules.register_digits}::int, ${rules.duplicate_window_seconds * 1000}::bigint,
    ${now + rules.clock_future_minutes * 60_000}::bigint, ${now}::bigint)`;
}

/** The loosest thresholds of the step checks over `meters`: a row none of them passes fires for no meter. */
function loosest(meters: readonly MeterToValidate[], now: number) {
  const of = (pick: (meter: MeterToValidate) => number) => meters.map(pick);
  return {
    glim: Math.min(...of(({ rules }) => (rules.expected_interval_minutes + rules.gap_tolerance_minutes) * 60_000)),
    dup: Math.max(...of(({ rules }) => rules.duplicate_window_seconds * 1000)),
    latest: Math.min(...of(({ rules }) => now + rules.clock_future_minutes * 60_000)),
    maxFlow: Math.min(...of((meter) => maxFlowOf(meter.rules, meter.meterType))),
  };
}

/**
 * Every validation check over the readings of `meters` in [from, to) as ONE statement: the database scans
 * the readings once and answers only the findings, as rows `(installation_id, rule, t_from, t_to, detail)`
 * with the times in epoch milliseconds. It agrees finding for finding with the pure checks in
 * src/core/domain/validation/ (their definition; tests/server/validation/validationSql.test.ts runs both).
 *
 * One pass over each meter's readings in time order (the primary key's order: with the plan `validateChunk`
 * sets, an ordered index scan per partition merged, the window sorts nothing) looks back one and two readings
 * and keeps only the rows where something may fire (`kept`), with the loosest thresholds of the meters and
 * the times as float seconds widened by `SLACK` (a few operations a reading fewer than exact milliseconds);
 * only the kept rows get exact millisecond times and meet their own meter's thresholds:
 * - the step checks (gap, spike, backwards, rollover, duplicate, clock jump) compare a reading with the one
 *   before it;
 * - a frozen run is an island of equal register values: its second reading (the first unchanged one, which
 *   knows the run's start and whether the register rose into it) and the reading that ends it are kept,
 *   and each end looks back at its second reading. Readings without a value break that picture (the check
 *   skips them): a meter with such readings in the range has its frozen runs found over its valued
 *   readings alone, in a second pass for those meters only.
 */
export function validationFindingsSql(meters: readonly MeterToValidate[], from: Date, to: Date, now: number): SQL {
  const params = sql.join(
    meters.map((meter) => meterRow(meter, now)),
    sql`, `,
  );
  const loose = loosest(meters, now);
  const ids = `{${meters.map((meter) => meter.id).join(',')}}`;
  const range = sql`ts >= ${from.toISOString()}::timestamptz AND ts < ${to.toISOString()}::timestamptz`;
  /**
   * The readings of the meters in `which` and the range in (meter, time) order, each time once as epoch seconds
   * (the subquery stays one: its columns are computed once, not again at each use)
   */
  const ordered = (columns: SQL, which: SQL) => sql`
    SELECT installation_id AS m, ts, date_part('epoch', ts) AS e, total_volume AS v, ${columns}
    FROM readouts WHERE ${which} AND ${range} ORDER BY installation_id, ts OFFSET 0`;
  return sql`
    WITH p (m, max_flow, ival, glim, frozen_n, tol, span, hi, lo, digits, dup, latest, now_ms) AS (VALUES ${params}),
    kept AS MATERIALIZED (
      SELECT m, ts, ${ms('e')} AS t, v, fl, c, ${ms('pe')} AS pt, pv, pc, ppv FROM (
        SELECT m, ts, e, v, fl, c, lag(e) OVER w AS pe, lag(v) OVER w AS pv, lag(c) OVER w AS pc,
          lag(v, 2) OVER w AS ppv
        FROM (${ordered(sql`alert_flags AS fl, frame_counter AS c`, sql`installation_id = ANY(${ids}::int[])`)}) r
        WINDOW w AS (PARTITION BY m ORDER BY ts ROWS UNBOUNDED PRECEDING)
      ) s
      WHERE s.e - s.pe > ${loose.glim / 1000 - SLACK}::float8 OR s.e - s.pe < ${loose.dup / 1000 + SLACK}::float8
        OR s.e > ${loose.latest / 1000 - SLACK}::float8 OR s.c < s.pc OR s.v - s.pv < 0
        OR s.v - s.pv > ${loose.maxFlow / 3600}::float8 * (s.e - s.pe - ${SLACK}::float8)
        OR ${RUN_EDGE} OR (s.v IS NULL AND (s.pv IS NOT NULL OR s.pe IS NULL))
    ),
    unvalued AS (SELECT DISTINCT m FROM kept WHERE v IS NULL)
    ${stepFindings(from)}
    UNION ALL
    ${frozenFromKept()}
    UNION ALL
    ${frozenOverValued(ordered(sql`0 AS unused`, sql`installation_id = ANY(ARRAY(SELECT m FROM unvalued)) AND total_volume IS NOT NULL`))}`;
}

/** The step checks' findings among the kept rows, each with its own meter's thresholds. */
function stepFindings(from: Date): SQL {
  return sql`
    SELECT k.m AS installation_id, x.rule, x.t_from, x.t_to, x.detail::jsonb AS detail
    FROM (SELECT *, t - pt AS dt, v - pv AS raw FROM kept) k
    JOIN p ON p.m = k.m
    CROSS JOIN LATERAL (
      SELECT (k.raw < 0 AND k.pv >= p.hi AND k.v < p.lo) AS roll, k.dt::float8 / 3600000 AS hours
    ) r
    CROSS JOIN LATERAL (SELECT CASE WHEN r.roll THEN k.raw + p.span ELSE k.raw END AS step) d
    CROSS JOIN LATERAL (VALUES
      (CASE WHEN k.dt > p.glim THEN 'gap' END, k.pt, k.t,
        json_build_object('missing_intervals', greatest(1, floor(k.dt::float8 / p.ival + 0.5) - 1),
          'minutes', k.dt::float8 / 60000)),
      (CASE WHEN k.dt > 0 AND d.step > p.max_flow * r.hours THEN 'spike' END, k.pt, k.t,
        json_build_object('step_m3', d.step, 'flow_m3h', d.step / r.hours, 'max_flow_m3h', p.max_flow)),
      (CASE WHEN NOT r.roll AND -d.step > p.tol AND (k.fl & ${BACKFLOW}) = 0 THEN
          -- the flags of the reading before: looked up for these few rows only
          CASE WHEN (SELECT b.alert_flags & ${BACKFLOW} FROM readouts b
            WHERE b.installation_id = k.m AND b.ts < k.ts AND b.ts >= ${from.toISOString()}::timestamptz
            ORDER BY b.ts DESC LIMIT 1) = 0 THEN 'backwards' END
        END, k.pt, k.t,
        json_build_object('drop_m3', -d.step, 'from_m3', k.pv, 'to_m3', k.v)),
      (CASE WHEN r.roll THEN 'rollover' END, k.pt, k.t, json_build_object('step_m3', d.step, 'digits', p.digits)),
      (CASE WHEN k.dt < p.dup THEN 'duplicate' END, k.pt, k.t,
        json_build_object('seconds', k.dt::float8 / 1000,
          'same_value', CASE WHEN k.v IS NOT DISTINCT FROM k.pv THEN 1 ELSE 0 END)),
      (CASE WHEN k.t > p.latest THEN 'clock_jump' END, k.t, k.t,
        json_build_object('ahead_minutes', (k.t - p.now_ms)::float8 / 60000)),
      (CASE WHEN k.t <= p.latest AND k.c < k.pc THEN 'clock_jump' END, k.pt, k.t,
        json_build_object('frame_from', k.pc, 'frame_to', k.c))
    ) x (rule, t_from, t_to, detail)
    WHERE x.rule IS NOT NULL`;
}

/**
 * Frozen findings from the run edges among `rows` (columns m, ts, v, pt, pv, ppv: the time and values of the
 * readings one and two before): each end looks back at its run's second reading, which knows the run's
 * start (`pt`), its value and whether the register rose into it.
 */
function frozenFindings(rows: SQL, where: SQL = sql`true`): SQL {
  return sql`
    SELECT e.m, 'frozen', e.run_t, e.end_t, json_build_object('intervals', n.intervals, 'value_m3', e.run_v)::jsonb
    FROM (
      SELECT m, pt AS end_t, v > pv AS rose_after, v <> pv AS ends, lag(pt) OVER o AS run_t,
        lag(pv) OVER o AS run_v, lag(coalesce(pv > ppv, false)) OVER o AS used_before
      FROM (${rows}) r
      WHERE ${RUN_EDGE} AND ${where}
      WINDOW o AS (PARTITION BY m ORDER BY ts)
    ) e
    JOIN p ON p.m = e.m
    CROSS JOIN LATERAL (SELECT floor((e.end_t - e.run_t)::float8 / p.ival + 0.5) AS intervals) n
    WHERE e.ends AND e.used_before AND e.rose_after AND n.intervals >= p.frozen_n`;
}

/** Frozen runs of the meters whose readings in the range all have a value, from the kept rows. */
const frozenFromKept = () => frozenFindings(sql`SELECT * FROM kept`, sql`m NOT IN (SELECT m FROM unvalued)`);

/** Frozen runs of the meters with readings without a value: over their valued readings alone. */
const frozenOverValued = (valued: SQL) =>
  frozenFindings(sql`
    SELECT m, ts, v, ${ms('lag(e) OVER w')} AS pt, lag(v) OVER w AS pv, lag(v, 2) OVER w AS ppv
    FROM (${valued}) a
    WINDOW w AS (PARTITION BY m ORDER BY ts ROWS UNBOUNDED PRECEDING)`);
