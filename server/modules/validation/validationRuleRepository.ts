import { eq, sql } from 'drizzle-orm';
import { DEFAULT_VALIDATION_RULES, type ValidationRules } from '../../../src/core/domain/validation/validationRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companies } from '../../db/schema.ts';
import { companyValidationRules } from '../../db/validationSchema.ts';
import { notFound } from '../../http/HttpError.ts';

/**
 * A company's validation rules: its stored ones over the defaults (a newer default threshold fills a gap).
 * Unscoped: a validation run reads the rules of the companies whose meters it already scoped.
 */
export async function loadValidationRules(db: Db, companyId: number): Promise<ValidationRules> {
  const [row] = await db
    .select({ rules: companyValidationRules.rules })
    .from(companyValidationRules)
    .where(eq(companyValidationRules.companyId, companyId));
  const stored = row?.rules ?? {};
  return {
    ...DEFAULT_VALIDATION_RULES,
    ...stored,
    max_flow_m3h_by_type: { ...DEFAULT_VALIDATION_RULES.max_flow_m3h_by_type, ...stored.max_flow_m3h_by_type },
  };
}

/** Validation rules of the caller's companies; another company's, or one that does not exist, is a 404. */
export function validationRuleRepository(db: Db, scope: CompanyScope) {
  const visibleCompany = async (companyId: number) => {
    scope.assertVisible(companyId);
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!row) throw notFound();
  };
  return {
    async find(companyId: number): Promise<ValidationRules> {
      await visibleCompany(companyId);
      return loadValidationRules(db, companyId);
    },

    /** replaces every threshold; the rules as they now apply */
    async replace(companyId: number, rules: ValidationRules): Promise<ValidationRules> {
      await visibleCompany(companyId);
      await db
        .insert(companyValidationRules)
        .values({ companyId, rules })
        .onConflictDoUpdate({ target: companyValidationRules.companyId, set: { rules, updatedAt: sql`now()` } });
      return loadValidationRules(db, companyId);
    },
  };
}
