import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { companyIdColumn, users } from './schema.ts';

/**
 * Keys that let a partner's page show a company's data in the elements, read-only. Only a SHA-256 of the
 * secret is kept (the secret is 32 random bytes, shown once); `prefix` tells keys apart in lists.
 */
export const embedKeys = pgTable(
  'embed_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** exact origins (`https://water.example.org`); `anyOrigin` is the confirmed `*` */
    origins: jsonb('origins')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    anyOrigin: boolean('any_origin').notNull().default(false),
    /** which elements it serves: map, chart, tour-table */
    elements: jsonb('elements').$type<string[]>().notNull(),
    /** uuids of the device groups the key is limited to; empty: the whole company */
    groups: jsonb('groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** what the visitor does not see: serial, volume */
    hidden: jsonb('hidden')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    lastUsedAt: timestamptz('last_used_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('embed_keys_secret_hash_key').on(t.secretHash), index('embed_keys_company_idx').on(t.companyId)],
);
