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

/** A time as whole epoch milliseconds, rounded as `(extract(epoch FROM ts) * 1000)::bigint` rounds, but from
 * `date_part` (a float, several times cheaper than the numeric `extract`): exact microseconds first, then ms. */
const MS = sql.raw(`((floor(date_part('epoch', ts) * 1e6 + 0.5)::bigint + 500) / 1000)`);

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
 * the readings and answers only the findings, as rows `(installation_id, rule, t_from, t_to, detail)` with
 * the times in epoch milliseconds. It agrees finding for finding with the pure checks in
 * src/core/domain/validation/ (their definition; tests/server/validation/validationSql.test.ts runs both):
 *
 * - the step checks (gap, spike, backwards, rollover, duplicate, clock jump) compare each reading with the one
 *   before it (`lag()` over each meter's readings in time order); a filter with the loosest thresholds of the
 *   meters keeps the few rows where one may fire, and only those meet their meter's thresholds;
 * - frozen runs are islands of equal register values among the readings that have one: only the first
 *   reading of a run of two or more and the reading that ends it are kept, and each end looks back at its
 *   start (its time, and whether the register rose into the run).
 *
 * The meters' readings come from the primary key in (meter, time) order, so neither window sorts.
 */
export function validationFindingsSql(meters: readonly MeterToValidate[], from: Date, to: Date, now: number): SQL {
  const params = sql.join(
    meters.map((meter) => meterRow(meter, now)),
    sql`, `,
  );
  const loose = loosest(meters, now);
  const ids = `{${meters.map((meter) => meter.id).join(',')}}`;
  const scan = sql`FROM readouts WHERE installation_id = ANY(${ids}::int[])
    AND ts >= ${from.toISOString()}::timestamptz AND ts < ${to.toISOString()}::timestamptz`;
  return sql`
    WITH p (m, max_flow, ival, glim, frozen_n, tol, span, hi, lo, digits, dup, latest, now_ms) AS (VALUES ${params})
    SELECT k.m AS installation_id, x.rule, x.t_from, x.t_to, x.detail::jsonb AS detail
    FROM (
      SELECT s.m, s.t, s.v, s.fl, s.c, s.pt, s.pv, s.pfl, s.pc, s.t - s.pt AS dt, s.v - s.pv AS raw
      FROM (
        SELECT installation_id AS m, ${MS} AS t, total_volume AS v, alert_flags AS fl, frame_counter AS c,
          lag(${MS}) OVER w AS pt, lag(total_volume) OVER w AS pv, lag(alert_flags) OVER w AS pfl,
          lag(frame_counter) OVER w AS pc
        ${scan}
        WINDOW w AS (PARTITION BY installation_id ORDER BY ts)
      ) s
      WHERE s.t - s.pt > ${loose.glim}::bigint OR s.t - s.pt < ${loose.dup}::bigint OR s.t > ${loose.latest}::bigint
        OR s.c < s.pc OR s.v - s.pv < 0 OR s.v - s.pv > ${loose.maxFlow}::float8 * ((s.t - s.pt)::float8 / 3600000)
    ) k
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
      (CASE WHEN NOT r.roll AND -d.step > p.tol AND (k.fl & ${BACKFLOW}) = 0 AND (k.pfl & ${BACKFLOW}) = 0
        THEN 'backwards' END, k.pt, k.t,
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
    WHERE x.rule IS NOT NULL
    UNION ALL
    SELECT e.m, 'frozen', e.run_t, e.end_t, json_build_object('intervals', n.intervals, 'value_m3', e.run_v)::jsonb
    FROM (
      SELECT b.m, b.pt AS end_t, b.v > b.pv AS rose_after, b.ends, lag(b.t) OVER o AS run_t,
        lag(b.v) OVER o AS run_v, lag(b.rose) OVER o AS used_before
      FROM (
        SELECT m, ts, t, v, pv, pt, coalesce(v > pv, false) AS rose, v <> pv AND pv = ppv AS ends
        FROM (
          SELECT installation_id AS m, ts, ${MS} AS t, total_volume AS v, lag(total_volume) OVER w AS pv,
            lag(total_volume, 2) OVER w AS ppv, lead(total_volume) OVER w AS nv, lag(${MS}) OVER w AS pt
          ${scan} AND total_volume IS NOT NULL
          WINDOW w AS (PARTITION BY installation_id ORDER BY ts)
        ) a
        -- the start of a run of two or more equal values, or the reading that ends one
        WHERE (v IS DISTINCT FROM pv AND v = nv) OR (v <> pv AND pv = ppv)
      ) b
      WINDOW o AS (PARTITION BY b.m ORDER BY b.ts)
    ) e
    JOIN p ON p.m = e.m
    CROSS JOIN LATERAL (SELECT floor((e.end_t - e.run_t)::float8 / p.ival + 0.5) AS intervals) n
    WHERE e.ends AND e.used_before AND e.rose_after AND n.intervals >= p.frozen_n`;
}
