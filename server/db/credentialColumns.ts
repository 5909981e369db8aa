import { index, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { companyIdColumn, users } from './schema.ts';

/**
 * The columns every company credential shares (embed keys, ingestion keys): only a SHA-256 of the secret is
 * kept (the secret is 32 random bytes, shown once); `prefix` tells keys apart in lists.
 */
export const credentialColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: companyIdColumn(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull(),
  expiresAt: timestamptz('expires_at'),
  revokedAt: timestamptz('revoked_at'),
  lastUsedAt: timestamptz('last_used_at'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A credential is found by its secret's hash, and listed by company. */
export const credentialIndexes = (table: string, t: { secretHash: AnyPgColumn; companyId: AnyPgColumn }) => [
  uniqueIndex(`${table}_secret_hash_key`).on(t.secretHash),
  index(`${table}_company_idx`).on(t.companyId),
];
