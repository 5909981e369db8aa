import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginated } from '../../../src/core/contract/pagination.ts';
import { meterChoice, meterListQuery } from '../../../src/core/contract/reports.ts';
import type { AppContext } from '../../AppContext.ts';
import { companyScope } from '../../auth/tenancy.ts';
import { installations } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { permissionDenied } from '../../http/HttpError.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';

/** LIKE wildcards in a search term are literal characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `meters/`: installations as chart choices, filtered by meter type, company and a search on the serial number. */
export function meterRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.get(
      '/api/meters/',
      {
        schema: {
          tags: ['reports'],
          querystring: meterListQuery,
          response: { 200: z.union([paginated(meterChoice), z.array(meterChoice)]) },
        },
      },
      async (request) => {
        const { caller, query } = request;
        if (!caller.can('view_meter') && !caller.can('view_report')) throw permissionDenied();
        const window = pageWindow(query);
        const search = query.search?.trim();
        const company = Number(query.company);
        const conditions: Array<SQL | undefined> = [
          companyScope(caller, installations.companyId),
          query.meter_type ? eq(installations.meterType, query.meter_type) : undefined,
          query.company && Number.isSafeInteger(company) ? eq(installations.companyId, company) : undefined,
          search
            ? or(
                ilike(installations.serialNumber, `%${likeEscape(search)}%`),
                ilike(installations.deviceEui, `%${likeEscape(search)}%`),
              )
            : undefined,
        ];
        const where = and(...conditions);
        const select = db
          .select({
            uuid: installations.uuid,
            serial_number: installations.serialNumber,
            meter_type: installations.meterType,
            company: installations.companyId,
            company_name: companies.name,
          })
          .from(installations)
          .innerJoin(companies, eq(companies.id, installations.companyId))
          .where(where)
          .orderBy(asc(installations.serialNumber), asc(installations.id));
        const rows = window.limit === null ? await select : await select.limit(window.limit).offset(window.offset);
        const total =
          window.limit === null ? rows.length : (await db.select({ n: count() }).from(installations).where(where))[0].n;
        return pageBody(request, window, Number(total), rows);
      },
    );
  };
}
