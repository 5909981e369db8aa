import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import type { LeakRules } from '../../src/core/domain/leakRules.ts';
import { companies } from './schema.ts';

/** A company's leak rules (src/core/domain/leakRules.ts); a company without a row uses the defaults. */
export const companyLeakRules = pgTable('company_leak_rules', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<LeakRules>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
