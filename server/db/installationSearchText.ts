import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

interface SearchColumns {
  serialNumber: AnyPgColumn;
  deviceEui: AnyPgColumn;
  article: AnyPgColumn;
  productionNumber: AnyPgColumn;
  commModuleSerial: AnyPgColumn;
}

/** the separator between the searched columns; a search containing it can match no single column */
export const SEARCH_SEPARATOR = '\n';

/**
 * The five columns the installations grid searches, as one text: the trigram index is built on exactly this
 * expression, and the filter must repeat it for PostgreSQL to use the index. "Contains" on this text is
 * "contains" on one of the columns as long as the search has no separator (installationFilters.ts).
 */
export const installationSearchText = (t: SearchColumns): SQL =>
  sql`${t.serialNumber} || E'\\n' || coalesce(${t.deviceEui}, '') || E'\\n' || ${t.article} || E'\\n' || ${t.productionNumber} || E'\\n' || coalesce(${t.commModuleSerial}, '')`;
