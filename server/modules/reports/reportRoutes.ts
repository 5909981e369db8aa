import { reportEndpoints as endpoints } from '../../../src/core/contract/reportEndpoints.ts';
import { GROUP_REPORT_TYPES } from '../../../src/core/domain/reportTypes.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { parseReportQuery } from './parseReportQuery.ts';
import { reportRepository } from './reportRepository.ts';
import { runReport } from './runReport.ts';

/** Charted reports of one meter and of a meter group (sums across its meters), aggregated in the database. */
export const reportRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.installation, async ({ params, query, scope }) => {
    // the meter first: another company's meter is a 404 whatever the query says
    const meterId = await reportRepository(db, scope).meterId(params.uuid);
    return runReport(db, [meterId], parseReportQuery(query));
  });

  await mount(endpoints.group, async ({ params, query, scope }) => {
    const repository = reportRepository(db, scope);
    const group = await repository.groupMeterIds(params.uuid);
    return { ...(await runReport(db, group, parseReportQuery(query, GROUP_REPORT_TYPES))), meters: group.length };
  });
});
