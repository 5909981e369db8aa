import { serial, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column: every time the server stores is an instant. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** The table's own serial key. */
export const serialId = () => serial('id').primaryKey();

/** The public id of a row, made by the database. */
export const publicUuid = () => uuid('uuid').notNull().defaultRandom();
