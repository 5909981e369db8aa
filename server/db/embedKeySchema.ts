import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { credentialColumns, credentialIndexes } from './credentialColumns.ts';

/** Keys that let a partner's page show a company's data in the elements, read-only. */
export const embedKeys = pgTable(
  'embed_keys',
  {
    ...credentialColumns(),
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
  },
  (t) => credentialIndexes('embed_keys', t),
);
