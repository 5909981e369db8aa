import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { nightFlowEpisodes } from '../../../src/core/domain/nightFlowAlerts.ts';
import { minutesOfDay, nightWindowMinutes } from '../../../src/core/domain/nightWindow.ts';
import type { LeakRules } from '../../../src/core/domain/leakRules.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import type { Db } from '../../db/createDatabase.ts';
import { alerts } from '../../db/deviceSchema.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { leakRuleStore } from '../reports/leakRuleStore.ts';
import { meterNightsSql } from '../reports/nightFlowSql.ts';
import { storeAlertEpisodes } from './applyLeakRules.ts';

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
 * derived again (imports, edits, generated readouts). `since` (the daily job: its last run) looks back only from
 * the day before it by the nights in a row the rule needs: the alerts ended before that stay, one raised then
 * carries on from its start.
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
  const rules = new Map<number, LeakRules>();
  for (const span of spans) {
    if (!rules.has(span.company_id)) rules.set(span.company_id, await leakRuleStore.load(db, span.company_id));
    await replaceNightFlowAlerts(db, span, rules.get(span.company_id)!, since);
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

async function replaceNightFlowAlerts(db: Db, span: MeterSpan, rules: LeakRules, since?: Date): Promise<void> {
  const window = { startMinutes: minutesOfDay(rules.night_start) ?? 0, endMinutes: minutesOfDay(rules.night_end) ?? 0 };
  const length = nightWindowMinutes(window) * 60_000;
  const start = new Date(startDay(span, rules, since));
  // the alerts of the nights derived again: those not ended before the start (a raised one carries on)
  const derived = and(
    eq(alerts.installationId, span.id),
    eq(alerts.state, 'night_flow'),
    or(isNull(alerts.endedAt), gt(alerts.endedAt, start)),
  );
  const [carried] = await db
    .select({ startedAt: alerts.startedAt })
    .from(alerts)
    .where(and(derived, lt(alerts.startedAt, start)))
    .orderBy(desc(alerts.startedAt))
    .limit(1);
  const nights =
    span.first_ms === null || span.last_ms === null
      ? []
      : rowsOf<{ ms: number | string; m3h: number | string }>(
          await db.execute(
            meterNightsSql(
              [span.id],
              {
                granularity: 'day',
                after: start,
                before: new Date(Number(span.last_ms)),
                tz: 'UTC',
              },
              window,
            ),
          ),
        )
          .map((row) => ({ from: Number(row.ms), to: Number(row.ms) + length, m3h: Number(row.m3h) }))
          .filter((night) => night.to <= Number(span.last_ms));
  const episodes = nightFlowEpisodes(nights, rules, carried ? new Date(carried.startedAt).getTime() : undefined);
  await db.transaction(async (tx) => {
    await tx.delete(alerts).where(derived);
    await storeAlertEpisodes(tx, span.id, episodes);
  });
}
