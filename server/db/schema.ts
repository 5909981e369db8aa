import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    customerAccount: text('customer_account').notNull(),
    services: jsonb('services').$type<string[]>().notNull().default(sql`'["core"]'::jsonb`),
    mailingList: jsonb('mailing_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    zip: text('zip').notNull().default(''),
    isDistributor: boolean('is_distributor').notNull().default(false),
    distributorId: integer('distributor_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    isProvider: boolean('is_provider').notNull().default(false),
    salesRepresentative: text('sales_representative').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('companies_customer_account_key').on(t.customerAccount), index('companies_distributor_idx').on(t.distributorId)],
);

/** The company a row belongs to; the row goes with it. */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull().default(''),
    role: text('role').notNull().default('basic'),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    sonicoProfile: text('sonico_profile'),
    language: text('language').notNull().default('en'),
    groups: jsonb('groups').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    lastLogin: timestamptz('last_login'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** A user's membership of a company; the default profile is the active one. */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    id: serialId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_profiles_user_company_key').on(t.userId, t.companyId)],
);

export const authGroups = pgTable('auth_groups', {
  id: serialId(),
  name: text('name').notNull().unique(),
});

export const plans = pgTable('plans', {
  id: serialId(),
  name: text('name').notNull(),
  service: text('service').notNull(),
  spec: jsonb('spec').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    companyId: companyIdColumn(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    spec: jsonb('spec').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_company_idx').on(t.companyId)],
);

/** Issued refresh tokens (simplejwt "outstanding tokens"); rotation blacklists the old one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** set on impersonation sessions: the staff user behind them, whose password change ends them too */
    originalUserId: uuid('original_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    blacklistedAt: timestamptz('blacklisted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_original_user_idx').on(t.originalUserId),
  ],
);

/** Single-use links for password reset and account activation; only a hash of the token is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serialId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'reset' | 'activation'>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_hash_key').on(t.tokenHash)],
);

/** Audit trail of who impersonated whom. */
export const impersonations = pgTable('impersonations', {
  id: serialId(),
  staffUserId: uuid('staff_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetUserId: uuid('target_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  stoppedAt: timestamptz('stopped_at'),
});
