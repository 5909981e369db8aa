import { waterBalanceEndpoints as endpoints } from '../../../src/core/contract/waterBalanceEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { parseNightFlowQuery } from './parseNightFlowQuery.ts';
import { parseRangeQuery } from './parseReportQuery.ts';
import { reportRepository } from './reportRepository.ts';
import { runBalance, runGroupNightFlow, runNightFlow } from './runWaterBalance.ts';

/** Balance granularities: a district's water balance is read by the day, the week or the month. */
const BALANCE_GRANULARITIES = ['day', 'week', 'month'] as const;

/** A device group's water balance and night flow, and one meter's night flow; the group or meter first (404). */
export const waterBalanceRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.groupBalance, async ({ params, query, scope }) => {
    const meters = await reportRepository(db, scope).balanceMeters(params.uuid);
    return runBalance(db, meters, parseRangeQuery(query, BALANCE_GRANULARITIES));
  });

  await mount(endpoints.groupNightFlow, async ({ params, query, scope }) => {
    const meters = await reportRepository(db, scope).balanceMeters(params.uuid);
    return runGroupNightFlow(db, meters, parseNightFlowQuery(query));
  });

  await mount(endpoints.installationNightFlow, async ({ params, query, scope }) => {
    const meterId = await reportRepository(db, scope).meterId(params.uuid);
    return runNightFlow(db, meterId, parseNightFlowQuery(query));
  });
});
