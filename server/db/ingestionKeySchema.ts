import { pgTable } from 'drizzle-orm/pg-core';
import { credentialColumns, credentialIndexes } from './credentialColumns.ts';

/**
 * Write-only credentials of a company's gateways and receivers: they post telegrams (and whatever else
 * declares `ingestion: true`) for the company's modules, sent as `Authorization: Bearer <secret>`.
 */
export const ingestionKeys = pgTable('ingestion_keys', credentialColumns(), (t) =>
  credentialIndexes('ingestion_keys', t),
);
