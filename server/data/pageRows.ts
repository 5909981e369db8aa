import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/createDatabase.ts';
import { selectAsJson, type SelectQuery } from '../db/selectAsJson.ts';
import type { PageWindow } from '../http/paginate.ts';

/** A select that can be cut to a page: what drizzle's query builders offer. */
interface PageableQuery<Row> extends PromiseLike<Row[]> {
  limit(limit: number): { offset(offset: number): SelectQuery<Row> };
}

/**
 * One page of a list query and the total it pages through (DRF LimitOffsetPagination); with `no_page`
 * (`window.limit === null`) every row, counted as they come.
 */
export async function pageRows<Row>(
  db: Db,
  query: PageableQuery<Row>,
  window: PageWindow,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  if (window.limit === null) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  // a page is bounded, so it may come as one JSON text (the whole list with no_page could pass a string's size)
  const rows = await selectAsJson(db, query.limit(window.limit).offset(window.offset));
  return { rows, total: await countAll() };
}

/** How many rows of `table` match `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}
