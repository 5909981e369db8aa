import { waterBalanceEndpoints as endpoints } from '../../../src/core/contract/waterBalanceEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Db } from '../../db/createDatabase.ts';
import { mounter } from '../../http/mounter.ts';
import { leakRuleStore } from './leakRuleStore.ts';
import { parseNightFlowQuery } from './parseNightFlowQuery.ts';
import { parseRangeQuery } from './parseReportQuery.ts';
import { reportRepository } from './reportRepository.ts';
import { runBalance, runGroupNightFlow, runNightFlow } from './runWaterBalance.ts';
import { runWaterHighlights } from './runWaterHighlights.ts';

/** The night window a company's leak rules name, for a query that names none. */
async function companyNightWindow(db: Db, companyId: number) {
  const rules = await leakRuleStore.load(db, companyId);
  return { start: rules.night_start, end: rules.night_end };
}

/** Balance granularities: a district's water balance is read by the day, the week or the month. */
const BALANCE_GRANULARITIES = ['day', 'week', 'month'] as const;

/** A device group's water balance and night flow, and one meter's night flow; the group or meter first (404). */
export const waterBalanceRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.groupBalance, async ({ params, query, scope }) => {
    const meters = await reportRepository(db, scope).balanceMeters(params.uuid);
    return runBalance(db, meters, parseRangeQuery(query, BALANCE_GRANULARITIES));
  });

  await mount(endpoints.groupNightFlow, async ({ params, query, scope }) => {
    const reports = reportRepository(db, scope);
    const meters = await reports.balanceMeters(params.uuid);
    const window = await companyNightWindow(db, await reports.groupCompanyId(params.uuid));
    return runGroupNightFlow(db, meters, parseNightFlowQuery(query, window));
  });

  await mount(endpoints.highlights, ({ scope }) => runWaterHighlights(db, scope));

  await mount(endpoints.installationNightFlow, async ({ params, query, scope }) => {
    const meter = await reportRepository(db, scope).meter(params.uuid);
    const window = await companyNightWindow(db, meter.companyId);
    return runNightFlow(db, meter.id, parseNightFlowQuery(query, window));
  });
});
