import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ValidationRules } from '../../src/core/domain/validation/validationRules.ts';
import { serialId, timestamptz } from './columns.ts';
import { installations } from './deviceSchema.ts';
import { companies, users } from './schema.ts';

/** A company's validation rules (src/core/domain/validation/validationRules.ts); without a row, the defaults. */
export const companyValidationRules = pgTable('company_validation_rules', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<ValidationRules>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Where the scheduled validation of a company got to: its readings up to `validated_to` were validated by a
 * scheduled run, the next one starts there (server/modules/validation/scheduledValidation.ts).
 */
export const companyValidationSchedule = pgTable('company_validation_schedule', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  validatedTo: timestamptz('validated_to').notNull(),
  ranAt: timestamptz('ran_at').notNull().defaultNow(),
});

/**
 * What a validation run found in a meter's readings: the rule, the readings' range and the numbers behind it.
 * A run over a range replaces the open findings that start in it; an accepted finding stays, and the same
 * finding found again is not added twice (the unique index).
 */
export const validationFindings = pgTable(
  'validation_findings',
  {
    id: serialId(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    rangeFrom: timestamptz('range_from').notNull(),
    rangeTo: timestamptz('range_to').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    state: text('state').$type<'open' | 'accepted'>().notNull().default('open'),
    foundAt: timestamptz('found_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('validation_findings_finding_key').on(t.installationId, t.rule, t.rangeFrom, t.rangeTo),
    index('validation_findings_state_idx').on(t.state, t.rule, t.rangeFrom),
  ],
);
