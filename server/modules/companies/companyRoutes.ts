import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { company, subscription } from '../../../src/core/contract/companies.ts';
import { listQuery, paginated } from '../../../src/core/contract/pagination.ts';
import type { AppContext } from '../../AppContext.ts';
import { assertCompanyVisible, companyScope, requirePermission } from '../../auth/tenancy.ts';
import { companies, plans, subscriptions } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { companyBody } from './companyBody.ts';

/** Company ids are PostgreSQL integers; a larger number would fail in the query instead of matching nothing. */
const INT4_MAX = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
const companyListQuery = listQuery.extend({
  is_active: z.enum(['true', 'false']).optional(),
  is_distributor: z.enum(['true', 'false']).optional(),
  distributor: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});
const ORDERING: Record<string, SQL> = {
  name: asc(companies.name),
  '-name': desc(companies.name),
  customer_account: asc(companies.customerAccount),
  '-customer_account': desc(companies.customerAccount),
  created_at: asc(companies.createdAt),
  '-created_at': desc(companies.createdAt),
};

/** Company reads, scoped by tenancy in the query itself. Writes come with the administration screens. */
export function companyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.get('/api/companies/', {
      schema: { tags: ['companies'], querystring: companyListQuery, response: { 200: z.union([paginated(company), z.array(company)]) } },
    }, async (request) => {
      requirePermission(request.caller, 'view_company');
      const q = request.query;
      const window = pageWindow(q);
      const where = and(
        companyScope(request.caller, companies.id),
        q.search ? or(ilike(companies.name, `%${q.search}%`), ilike(companies.customerAccount, `%${q.search}%`)) : undefined,
        q.is_active ? eq(companies.isActive, q.is_active === 'true') : undefined,
        q.is_distributor ? eq(companies.isDistributor, q.is_distributor === 'true') : undefined,
        q.distributor ? eq(companies.distributorId, q.distributor) : undefined,
      );
      const query = db.select().from(companies).where(where).orderBy(ORDERING[q.ordering ?? ''] ?? asc(companies.name), asc(companies.id));
      const rows = window.limit === null ? await query : await query.limit(window.limit).offset(window.offset);
      const total = window.limit === null ? rows.length : (await db.select({ n: count() }).from(companies).where(where))[0].n;
      return pageBody(request, window, total, rows.map(companyBody));
    });

    r.get('/api/companies/:id/', { schema: { tags: ['companies'], params: idParams, response: { 200: company } } }, async (request) => {
      requirePermission(request.caller, 'view_company');
      assertCompanyVisible(request.caller, request.params.id);
      const [row] = await db.select().from(companies).where(eq(companies.id, request.params.id));
      if (!row) throw notFound();
      return companyBody(row);
    });

    r.get('/api/companies/:id/subscriptions/', {
      schema: { tags: ['subscriptions'], params: idParams, response: { 200: z.array(subscription) } },
    }, async (request) => {
      assertCompanyVisible(request.caller, request.params.id);
      const rows = await db
        .select({ s: subscriptions, planName: plans.name, service: plans.service })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.companyId, request.params.id))
        .orderBy(subscriptions.id);
      return rows.map(({ s, planName, service }) => ({
        id: s.id,
        company: s.companyId,
        plan: s.planId,
        plan_name: planName,
        service,
        spec: s.spec,
        created_at: s.createdAt.toISOString(),
      }));
    });
  };
}
