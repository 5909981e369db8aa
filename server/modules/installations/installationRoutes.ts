import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  installation,
  installationAlert,
  installationListQuery,
  installationState,
  installationTotal,
} from '../../../src/core/contract/installations.ts';
import { paginated } from '../../../src/core/contract/pagination.ts';
import type { AppContext } from '../../AppContext.ts';
import { requirePermission } from '../../auth/tenancy.ts';
import { alerts, installations, readouts } from '../../db/deviceSchema.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { findVisibleInstallation } from './findVisibleInstallation.ts';
import { installationFilters } from './installationFilters.ts';
import { loadInstallationBodies } from './loadInstallationBodies.ts';
import { readoutBody } from './readoutBody.ts';

const uuidParams = z.object({ uuid: z.uuid() });
const ORDERING: Record<string, SQL[]> = {
  serial_number: [asc(installations.serialNumber)],
  '-serial_number': [desc(installations.serialNumber)],
  last_readout: [sql`${installations.lastReadoutAt} ASC NULLS FIRST`],
  '-last_readout': [sql`${installations.lastReadoutAt} DESC NULLS LAST`],
  volume: [sql`${installations.volumeM3} ASC NULLS FIRST`],
  '-volume': [sql`${installations.volumeM3} DESC NULLS LAST`],
  alert_count: [asc(installations.alertCount)],
  '-alert_count': [desc(installations.alertCount)],
  created_at: [asc(installations.createdAt)],
  '-created_at': [desc(installations.createdAt)],
};

/** Installations (meters) of the caller's companies: list with filters, totals, one meter, its alerts and state. */
export function installationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.get(
      '/api/installations/',
      {
        schema: {
          tags: ['installations'],
          querystring: installationListQuery,
          response: { 200: z.union([paginated(installation), z.array(installation)]) },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_communicationdevice');
        const window = pageWindow(request.query);
        const where = installationFilters(db, request.caller, request.query);
        const order = [...(ORDERING[request.query.ordering ?? ''] ?? ORDERING.serial_number), asc(installations.id)];
        const query = db
          .select()
          .from(installations)
          .where(where)
          .orderBy(...order);
        const rows = window.limit === null ? await query : await query.limit(window.limit).offset(window.offset);
        const total =
          window.limit === null ? rows.length : (await db.select({ n: count() }).from(installations).where(where))[0].n;
        return pageBody(request, window, total, await loadInstallationBodies(db, rows));
      },
    );

    r.get(
      '/api/installations/total/',
      {
        schema: {
          tags: ['installations'],
          querystring: installationListQuery.pick({ company: true, meter_type: true }),
          response: { 200: installationTotal },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_communicationdevice');
        const where = installationFilters(db, request.caller, request.query);
        const rows = await db
          .select({
            meterType: installations.meterType,
            n: count(),
            withAlerts: sql<number>`count(*) filter (where ${installations.alertCount} > 0)`,
          })
          .from(installations)
          .where(where)
          .groupBy(installations.meterType);
        return {
          total: rows.reduce((sum, row) => sum + Number(row.n), 0),
          with_alerts: rows.reduce((sum, row) => sum + Number(row.withAlerts), 0),
          by_meter_type: Object.fromEntries(rows.map((row) => [row.meterType, Number(row.n)])),
        };
      },
    );

    r.get(
      '/api/installations/:uuid/',
      { schema: { tags: ['installations'], params: uuidParams, response: { 200: installation } } },
      async (request) => {
        requirePermission(request.caller, 'view_communicationdevice');
        const row = await findVisibleInstallation(db, request.caller, request.params.uuid);
        return (await loadInstallationBodies(db, [row]))[0];
      },
    );

    r.get(
      '/api/installations/:uuid/alerts/',
      {
        schema: {
          tags: ['installations'],
          params: uuidParams,
          querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
          response: { 200: z.array(installationAlert) },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_communicationdevice');
        const row = await findVisibleInstallation(db, request.caller, request.params.uuid);
        const active = request.query.active;
        const rows = await db
          .select()
          .from(alerts)
          .where(
            and(
              eq(alerts.installationId, row.id),
              active === 'true'
                ? isNull(alerts.endedAt)
                : active === 'false'
                  ? sql`${alerts.endedAt} IS NOT NULL`
                  : undefined,
            ),
          )
          .orderBy(desc(alerts.startedAt), asc(alerts.state));
        return rows.map((a) => ({
          id: a.id,
          state: a.state,
          started_at: a.startedAt.toISOString(),
          ended_at: a.endedAt?.toISOString() ?? null,
          active: a.endedAt === null,
        }));
      },
    );

    r.get(
      '/api/installations/:uuid/state/',
      { schema: { tags: ['installations'], params: uuidParams, response: { 200: installationState } } },
      async (request) => {
        requirePermission(request.caller, 'view_communicationdevice');
        const row = await findVisibleInstallation(db, request.caller, request.params.uuid);
        const [latest] = await db
          .select()
          .from(readouts)
          .where(eq(readouts.installationId, row.id))
          .orderBy(desc(readouts.ts))
          .limit(1);
        const open = await db
          .select({ state: alerts.state })
          .from(alerts)
          .where(and(eq(alerts.installationId, row.id), isNull(alerts.endedAt)))
          .orderBy(asc(alerts.state));
        return {
          volume: row.volumeM3,
          alertCount: row.alertCount,
          alerts: [...new Set(open.map((a) => a.state))],
          last_readout: latest ? readoutBody(latest) : null,
        };
      },
    );
  };
}
