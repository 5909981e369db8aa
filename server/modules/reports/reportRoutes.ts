import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupReport, report, reportQuery } from '../../../src/core/contract/reports.ts';
import { GROUP_REPORT_TYPES } from '../../../src/core/domain/reportTypes.ts';
import type { AppContext } from '../../AppContext.ts';
import { companyScope, requirePermission } from '../../auth/tenancy.ts';
import { installations, meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import { findVisibleInstallation } from '../installations/findVisibleInstallation.ts';
import { parseReportQuery } from './parseReportQuery.ts';
import { runReport } from './runReport.ts';

const uuidParams = z.object({ uuid: z.uuid() });

/** Charted reports of one meter and of a meter group (sums across its meters), aggregated in the database. */
export function reportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.get(
      '/api/installations/:uuid/reports/',
      {
        schema: {
          tags: ['reports'],
          params: uuidParams,
          querystring: reportQuery,
          response: { 200: report },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_report');
        // the meter first: another company's meter is a 404 whatever the query says
        const meter = await findVisibleInstallation(db, request.caller, request.params.uuid);
        return runReport(db, [meter.id], parseReportQuery(request.query));
      },
    );

    r.get(
      '/api/meter-groups/:uuid/reports/',
      {
        schema: {
          tags: ['reports'],
          params: uuidParams,
          querystring: reportQuery,
          response: { 200: groupReport },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_report');
        const [group] = await db
          .select({ id: meterGroups.id })
          .from(meterGroups)
          .where(and(eq(meterGroups.uuid, request.params.uuid), companyScope(request.caller, meterGroups.companyId)))
          .limit(1);
        if (!group) throw notFound();
        const parsed = parseReportQuery(request.query, GROUP_REPORT_TYPES);
        const members = await db
          .select({ id: installations.id })
          .from(meterGroupInstallations)
          .innerJoin(installations, eq(installations.id, meterGroupInstallations.installationId))
          .where(
            and(eq(meterGroupInstallations.groupId, group.id), companyScope(request.caller, installations.companyId)),
          );
        const ids = members.map((m) => m.id);
        return { ...(await runReport(db, ids, parsed)), meters: ids.length };
      },
    );
  };
}
