import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceProfile } from '../../../src/core/contract/deviceProfiles.ts';
import { listQuery, paginated } from '../../../src/core/contract/pagination.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Caller } from '../../auth/Caller.ts';
import { companyScope, requirePermission } from '../../auth/tenancy.ts';
import { deviceProfiles } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';

const body = (p: typeof deviceProfiles.$inferSelect) => ({
  uuid: p.uuid,
  name: p.name,
  meter_type: p.meterType,
  description: p.description,
  settings: p.settings,
  company: p.companyId,
});

/** Shared profiles (no company) and those of the caller's companies. */
const visible = (caller: Caller): SQL | undefined =>
  or(isNull(deviceProfiles.companyId), companyScope(caller, deviceProfiles.companyId));

/** Device profiles: read-only list and detail, permission view_deviceprofile. */
export function deviceProfileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.get(
      '/api/device-profiles/',
      {
        schema: {
          tags: ['device-profiles'],
          querystring: listQuery.extend({ meter_type: z.string().optional() }),
          response: { 200: z.union([paginated(deviceProfile), z.array(deviceProfile)]) },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_deviceprofile');
        const window = pageWindow(request.query);
        const where = and(
          visible(request.caller),
          request.query.meter_type ? eq(deviceProfiles.meterType, request.query.meter_type) : undefined,
        );
        const query = db
          .select()
          .from(deviceProfiles)
          .where(where)
          .orderBy(asc(deviceProfiles.name), asc(deviceProfiles.id));
        const rows = window.limit === null ? await query : await query.limit(window.limit).offset(window.offset);
        const total =
          window.limit === null
            ? rows.length
            : (await db.select({ n: count() }).from(deviceProfiles).where(where))[0].n;
        return pageBody(request, window, total, rows.map(body));
      },
    );

    r.get(
      '/api/device-profiles/:uuid/',
      { schema: { tags: ['device-profiles'], params: z.object({ uuid: z.uuid() }), response: { 200: deviceProfile } } },
      async (request) => {
        requirePermission(request.caller, 'view_deviceprofile');
        const [row] = await db
          .select()
          .from(deviceProfiles)
          .where(and(eq(deviceProfiles.uuid, request.params.uuid), visible(request.caller)));
        if (!row) throw notFound();
        return body(row);
      },
    );
  };
}
