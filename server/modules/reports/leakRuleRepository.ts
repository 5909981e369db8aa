import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LEAK_RULES, type LeakRules } from '../../../src/core/domain/leakRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companyLeakRules } from '../../db/reportSchema.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';

/**
 * A company's leak rules: its stored ones over the defaults (a newer default threshold fills a gap).
 * Unscoped: the readout generation reads the rules of the companies whose meters it already scoped.
 */
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

/** Leak rules of the caller's companies; another company's, or one that does not exist, is a 404. */
export function leakRuleRepository(db: Db, scope: CompanyScope) {
  const visibleCompany = async (companyId: number) => {
    scope.assertVisible(companyId);
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!row) throw notFound();
  };
  return {
    async find(companyId: number): Promise<LeakRules> {
      await visibleCompany(companyId);
      return loadLeakRules(db, companyId);
    },

    /** replaces every threshold; the rules as they now apply */
    async replace(companyId: number, rules: LeakRules): Promise<LeakRules> {
      await visibleCompany(companyId);
      await db
        .insert(companyLeakRules)
        .values({ companyId, rules })
        .onConflictDoUpdate({ target: companyLeakRules.companyId, set: { rules, updatedAt: sql`now()` } });
      return loadLeakRules(db, companyId);
    },
  };
}
