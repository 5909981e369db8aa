import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Throttling counters shared by every server instance on one PostgreSQL (login, password reset, embed-key
 * exchange). `key` is a SHA-256 of the route and the client's key (address and e-mail), never the e-mail
 * itself; rows whose window ended are swept now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEnds: timestamptz('window_ends').notNull(),
});
