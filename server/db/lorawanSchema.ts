import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz } from './columns.ts';
import { installations } from './deviceSchema.ts';
import { companies } from './schema.ts';

/**
 * Every event a LoRaWAN network server's integration posted, with what became of it: the log that counts
 * the outcomes (unknown devices, undecodable payloads, …) and that keeps a replayed event (same
 * deduplication id for the same installation) from being stored twice.
 */
export const lorawanEvents = pgTable(
  'lorawan_events',
  {
    id: serialId(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** `up`, `status`, `join`, … as the integration names it */
    event: text('event').notNull(),
    deduplicationId: text('deduplication_id'),
    /** 16 hex digits, upper case; null when the body named none readable */
    devEui: text('dev_eui'),
    /** the device's company, else the caller's */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    installationId: integer('installation_id').references(() => installations.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('lorawan_events_replay_key')
      .on(t.installationId, t.event, t.deduplicationId)
      .where(sql`${t.installationId} IS NOT NULL AND ${t.deduplicationId} IS NOT NULL`),
    index('lorawan_events_company_idx').on(t.companyId, t.receivedAt),
  ],
);
