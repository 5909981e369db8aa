import { and, eq, sql } from 'drizzle-orm';
import type { WaterHighlights } from '../../../src/core/contract/waterBalance.ts';
import { minutesOfDay, nightWindowMinutes } from '../../../src/core/domain/nightWindow.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installationLatest, installations, meterGroupInlets, meterGroups } from '../../db/deviceSchema.ts';
import { latestOfInstallation } from '../installations/installationWithLatest.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { leakRuleStore } from './leakRuleStore.ts';
import { meterNightsSql } from './nightFlowSql.ts';
import { reportRepository } from './reportRepository.ts';
import { runBalance } from './runWaterBalance.ts';

/** how many groups and meters each list shows */
const TOP = 5;
const DAY = 86_400_000;

/** Highest share first, unknown shares last. */
const byLoss = (a: { loss_pct: number | null }, b: { loss_pct: number | null }) =>
  (b.loss_pct ?? -Infinity) - (a.loss_pct ?? -Infinity);

/** This month's loss of the visible device groups that name a visible inlet meter. */
async function groupLosses(db: Db, scope: CompanyScope, monthStart: Date, now: Date) {
  const groups = await db
    .selectDistinct({ uuid: meterGroups.uuid, name: meterGroups.name })
    .from(meterGroups)
    .innerJoin(meterGroupInlets, eq(meterGroupInlets.groupId, meterGroups.id))
    .innerJoin(installations, eq(installations.id, meterGroupInlets.installationId))
    .where(and(scope.where(meterGroups.companyId), scope.where(installations.companyId)));
  const reports = reportRepository(db, scope);
  const request = { granularity: 'month' as const, after: monthStart, before: now, tz: 'UTC' };
  const losses = [];
  for (const group of groups) {
    const [row] = (await runBalance(db, await reports.balanceMeters(group.uuid), request)).rows;
    losses.push({ ...group, loss_m3: row?.loss_m3 ?? null, loss_pct: row?.loss_pct ?? null, coverage: row?.coverage ?? 0 });
  }
  return losses.sort(byLoss).slice(0, TOP);
}

/** The visible meters by their flow in last night's window (each company's window), with the week's lowest. */
async function nightFlows(db: Db, scope: CompanyScope, today: Date, now: Date) {
  const meters = await db
    .select({ id: installations.id, companyId: installations.companyId })
    .from(installations)
    .innerJoin(installationLatest, latestOfInstallation)
    .where(and(scope.where(installations.companyId), sql`${installationLatest.lastReadoutAt} >= ${new Date(today.getTime() - 8 * DAY).toISOString()}::timestamptz`));
  const byCompany = new Map<number, number[]>();
  for (const meter of meters) byCompany.set(meter.companyId, [...(byCompany.get(meter.companyId) ?? []), meter.id]);
  const flows: Array<{ id: number; last_night_m3h: number; week_min_m3h: number }> = [];
  // the nights of the last seven days whose window has ended
  const request = { granularity: 'day' as const, after: new Date(today.getTime() - 7 * DAY), before: now, tz: 'UTC' };
  for (const [companyId, ids] of byCompany) {
    const rules = await leakRuleStore.load(db, companyId);
    const window = { startMinutes: minutesOfDay(rules.night_start) ?? 0, endMinutes: minutesOfDay(rules.night_end) ?? 0 };
    const ended = (ms: number) => ms + nightWindowMinutes(window) * 60_000 <= now.getTime();
    const nights = rowsOf<{ id: number; ms: number | string; m3h: number | string }>(
      await db.execute(meterNightsSql(ids, request, window)),
    ).filter((night) => ended(Number(night.ms)));
    const lastNight = Math.max(...nights.map((n) => Number(n.ms)));
    const perMeter = new Map<number, { last: number | null; min: number }>();
    for (const night of nights) {
      const known = perMeter.get(night.id) ?? { last: null, min: Infinity };
      const m3h = Number(night.m3h);
      perMeter.set(night.id, { last: Number(night.ms) === lastNight ? m3h : known.last, min: Math.min(known.min, m3h) });
    }
    for (const [id, flow] of perMeter)
      if (flow.last !== null) flows.push({ id, last_night_m3h: flow.last, week_min_m3h: flow.min });
  }
  const top = flows.sort((a, b) => b.last_night_m3h - a.last_night_m3h).slice(0, TOP);
  if (top.length === 0) return [];
  const named = await db
    .select({ id: installations.id, uuid: installations.uuid, serial_number: installations.serialNumber })
    .from(installations)
    .where(sql`${installations.id} = ANY(${`{${top.map((t) => t.id).join(',')}}`}::int[])`);
  return top.map(({ id, ...flow }) => {
    const meter = named.find((n) => n.id === id)!;
    return { uuid: meter.uuid, serial_number: meter.serial_number, ...flow };
  });
}

/** The dashboard's water highlights of the caller's companies: this month's highest losses and night flows. */
export async function runWaterHighlights(db: Db, scope: CompanyScope, now = new Date()): Promise<WaterHighlights> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
  return {
    month: monthStart.toISOString(),
    groups: await groupLosses(db, scope, monthStart, now),
    meters: await nightFlows(db, scope, today, now),
  };
}
