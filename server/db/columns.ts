import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column: every time the server stores is an instant. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
