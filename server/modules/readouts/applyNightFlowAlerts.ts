import { sql } from 'drizzle-orm';
import { nightFlowEpisodes, type NightFlowNight } from '../../../src/core/domain/nightFlowAlerts.ts';
import { minutesOfDay, nightWindowMinutes } from '../../../src/core/domain/nightWindow.ts';
import type { LeakRules } from '../../../src/core/domain/leakRules.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { leakRuleStore } from '../reports/leakRuleStore.ts';
import { meterNightsSql } from '../reports/nightFlowSql.ts';
import { storeMetersEpisodes } from './applyLeakRules.ts';

const DAY_MS = 86_400_000;

interface MeterSpan {
  id: number;
  company_id: number;
  first_ms: number | string | null;
  last_ms: number | string | null;
}

/**
 * Derives the `night_flow` alerts of meters over their whole history from their mean flow in each whole night
 * (a night whose window ends after the meter's newest reading is left for the next readings), by their
 * company's leak rules (night window in UTC, threshold, nights in a row), and replaces the ones stored; then
 * refreshes the meters' open-alert counts. Called wherever whole days of readings arrive and the alerts are
 * derived again (imports, edits, generated readouts). `since` (the daily job: its last run; an import: its
 * first reading) looks back only from the day before it by the nights in a row the rule needs: the alerts ended
 * before that stay, one raised then carries on from its start. The meters of one company go together: one
 * query for their nights, one for the alerts carried on, one transaction replacing their alerts.
 */
export async function applyNightFlowAlerts(db: Db, installationIds: readonly number[], since?: Date): Promise<void> {
  if (installationIds.length === 0) return;
  const spans = rowsOf<MeterSpan>(
    await db.execute(sql`
      SELECT i.id, i.company_id, (extract(epoch FROM s.first) * 1000)::float8 AS first_ms,
        (extract(epoch FROM s.last) * 1000)::float8 AS last_ms
      FROM installations AS i
      CROSS JOIN LATERAL (SELECT min(ts) AS first, max(ts) AS last FROM readouts WHERE installation_id = i.id) AS s
      WHERE i.id = ANY(${arrayLiteral([...installationIds])}::int[])`),
  );
  const byCompany = new Map<number, MeterSpan[]>();
  for (const span of spans) byCompany.set(span.company_id, [...(byCompany.get(span.company_id) ?? []), span]);
  for (const [companyId, companySpans] of byCompany) {
    await replaceNightFlowAlerts(db, companySpans, await leakRuleStore.load(db, companyId), since);
    await yieldToEventLoop();
  }
}

/** the day the derivation starts: the meter's first, or with `since` that day less the nights the rule needs */
function startDay(span: MeterSpan, rules: LeakRules, since: Date | undefined): number {
  if (span.first_ms === null) return 0;
  const first = Math.floor(Number(span.first_ms) / DAY_MS) * DAY_MS;
  if (since === undefined) return first;
  return Math.max(first, (Math.floor(since.getTime() / DAY_MS) - rules.night_flow_nights - 1) * DAY_MS);
}

/** Each meter's nights (in time order) from its start day to its newest reading. */
async function meterNights(db: Db, spans: MeterSpan[], starts: Map<number, number>, rules: LeakRules) {
  const window = { startMinutes: minutesOfDay(rules.night_start) ?? 0, endMinutes: minutesOfDay(rules.night_end) ?? 0 };
  const length = nightWindowMinutes(window) * 60_000;
  const nights = new Map<number, NightFlowNight[]>(spans.map((span) => [span.id, []]));
  const read = spans.filter((span) => span.first_ms !== null && span.last_ms !== null);
  if (read.length === 0) return nights;
  const last = new Map(read.map((span) => [span.id, Number(span.last_ms)]));
  const rows = rowsOf<{ id: number; ms: number | string; m3h: number | string }>(
    await db.execute(
      meterNightsSql(
        read.map((span) => span.id),
        {
          granularity: 'day',
          after: new Date(Math.min(...read.map((span) => starts.get(span.id)!))),
          before: new Date(Math.max(...last.values())),
          tz: 'UTC',
        },
        window,
      ),
    ),
  );
  // a night's window starts on its day: the nights of a meter are those from its start day to its newest reading
  for (const row of rows) {
    const night = { from: Number(row.ms), to: Number(row.ms) + length, m3h: Number(row.m3h) };
    if (night.from >= starts.get(row.id)! && night.to <= last.get(row.id)!) nights.get(row.id)!.push(night);
  }
  return nights;
}

async function replaceNightFlowAlerts(db: Db, spans: MeterSpan[], rules: LeakRules, since?: Date): Promise<void> {
  const starts = new Map(spans.map((span) => [span.id, startDay(span, rules, since)]));
  const ids = arrayLiteral(spans.map((span) => span.id));
  const startsAt = arrayLiteral(spans.map((span) => new Date(starts.get(span.id)!).toISOString()));
  // the alerts of the nights derived again: those not ended before the start (a raised one carries on)
  const derived = sql`a.installation_id = s.id AND a.state = 'night_flow' AND (a.ended_at IS NULL OR a.ended_at > s.start)`;
  const meters = sql`unnest(${ids}::int[], ${startsAt}::timestamptz[]) AS s(id, start)`;
  const carried = new Map(
    rowsOf<{ id: number; ms: number | string }>(
      await db.execute(sql`
        SELECT DISTINCT ON (a.installation_id) a.installation_id AS id,
          (extract(epoch FROM a.started_at) * 1000)::float8 AS ms
        FROM alerts AS a JOIN ${meters} ON ${derived} AND a.started_at < s.start
        ORDER BY a.installation_id, a.started_at DESC`),
    ).map((row) => [row.id, Number(row.ms)]),
  );
  const nights = await meterNights(db, spans, starts, rules);
  const episodes = new Map(
    [...nights].map(([id, list]) => [id, nightFlowEpisodes(list, rules, carried.get(id))] as const),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM alerts AS a USING ${meters} WHERE ${derived}`);
    await storeMetersEpisodes(tx, episodes);
  });
}
