import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leakRules } from '../../../src/core/contract/reports.ts';
import { DEFAULT_LEAK_RULES, type LeakRules } from '../../../src/core/domain/leakRules.ts';
import type { AppContext } from '../../AppContext.ts';
import { assertCompanyVisible, requirePermission } from '../../auth/tenancy.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companyLeakRules } from '../../db/reportSchema.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A company's leak rules: its stored ones over the defaults (a newer default threshold fills a gap). */
export async function loadLeakRules(db: Db, companyId: number | null): Promise<LeakRules> {
  const [row] =
    companyId === null ? [] : await db.select().from(companyLeakRules).where(eq(companyLeakRules.companyId, companyId));
  const stored = row?.rules ?? {};
  return {
    ...DEFAULT_LEAK_RULES,
    ...stored,
    nominal_flow_m3h: { ...DEFAULT_LEAK_RULES.nominal_flow_m3h, ...stored.nominal_flow_m3h },
  };
}

/** `companies/{id}/leak-rules/`: read by whoever sees the company, replaced by those who may change it. */
export function leakRuleRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;
    const existing = async (id: number) => {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      if (!row) throw notFound();
    };

    r.get(
      '/api/companies/:id/leak-rules/',
      { schema: { tags: ['reports'], params: idParams, response: { 200: leakRules } } },
      async (request) => {
        assertCompanyVisible(request.caller, request.params.id);
        requirePermission(request.caller, 'view_company');
        await existing(request.params.id);
        return loadLeakRules(db, request.params.id);
      },
    );

    r.put(
      '/api/companies/:id/leak-rules/',
      { schema: { tags: ['reports'], params: idParams, body: leakRules, response: { 200: leakRules } } },
      async (request) => {
        assertCompanyVisible(request.caller, request.params.id);
        requirePermission(request.caller, 'change_company');
        await existing(request.params.id);
        const rules = request.body;
        await db
          .insert(companyLeakRules)
          .values({ companyId: request.params.id, rules })
          .onConflictDoUpdate({ target: companyLeakRules.companyId, set: { rules, updatedAt: sql`now()` } });
        return loadLeakRules(db, request.params.id);
      },
    );
  };
}
