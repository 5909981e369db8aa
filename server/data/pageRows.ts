import { count, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/createDatabase.ts';
import { rowsOf } from '../db/rowsOf.ts';
import { runStatement } from '../db/runStatement.ts';
import { jsonRows, selectAsJson, type SelectQuery } from '../db/selectAsJson.ts';
import type { PageWindow } from '../http/paginate.ts';

/** A select that can be cut to a page: what drizzle's query builders offer. */
interface PageableQuery<Row> extends PromiseLike<Row[]> {
  limit(limit: number): { offset(offset: number): SelectQuery<Row> };
}

/** The rows of `table` that match `where`: what most lists count. */
export interface CountOf {
  table: PgTable;
  where: SQL | undefined;
}

export const countOf = (table: PgTable, where: SQL | undefined): CountOf => ({ table, where });

/**
 * One page of a list query and the total it pages through (DRF LimitOffsetPagination); with `no_page`
 * (`window.limit === null`) every row, counted as they come. A total given as `countOf` comes with the page
 * in one statement, the page as one JSON text (selectAsJson.ts): one round trip, one fixed statement cost.
 */
export async function pageRows<Row>(
  db: Db,
  query: PageableQuery<Row>,
  window: PageWindow,
  total: CountOf | (() => Promise<number>),
): Promise<{ rows: Row[]; total: number }> {
  if (window.limit === null) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  // a page is bounded, so it may come as one JSON text (the whole list with no_page could pass a string's size)
  const page = query.limit(window.limit).offset(window.offset);
  const json = typeof total === 'function' ? null : jsonRows(page);
  if (json && typeof total !== 'function') {
    const result = await db.execute(
      sql`SELECT (${json.text}) AS rows, (SELECT count(*)::int FROM ${total.table} WHERE ${total.where ?? sql`true`}) AS total`,
    );
    const [row] = rowsOf<{ rows: string; total: number }>(result);
    return { rows: json.decode(row.rows), total: Number(row.total) };
  }
  const rows = await selectAsJson(db, page);
  return { rows, total: typeof total === 'function' ? await total() : await countWhere(db, total.table, total.where) };
}

/** One page of `table` as JSON text the database writes (see pageJson). */
export interface JsonPage {
  /** the table the list is of, counted without the joins */
  table: PgTable;
  /** the page row's columns (default: the table's), each under its own SQL name */
  columns?: Record<string, AnyPgColumn>;
  /** joins that only add columns, e.g. `INNER JOIN … ON …` */
  join?: SQL;
  where: SQL | undefined;
  /** the ORDER BY, columns only (no parameter) */
  order: SQL[];
  /** one row's JSON over the page row `i` (a select of the table's columns), without parameters */
  body: SQL;
  /** joins of page-level lookups the body reads, over the page's rows `i` (e.g. `… WHERE id = ANY(ARRAY(SELECT id FROM i))`) */
  lookups?: SQL;
  limit: number;
  offset: number;
}

const dialect = new PgDialect();
/** statement texts by the shape they were made for (table, filter, order and body texts) */
const statements = new Map<string, string>();
const MAX_SHAPES = 500;

/**
 * One page and its total as JSON text the database writes, so no row becomes a JavaScript object on the
 * way to the answer. Only the filter is rendered per request: the statement around it is made once per
 * shape (which filters, which order) and runs as a named statement with the filter's values, LIMIT and
 * OFFSET as parameters (runStatement.ts), so PostgreSQL neither parses nor plans it again on every request.
 */
export async function pageJson(db: Db, page: JsonPage): Promise<{ json: string; total: number }> {
  const where = dialect.sqlToQuery(page.where ?? sql`true`);
  const order = dialect.sqlToQuery(sql.join(page.order, sql`, `)).sql;
  const body = dialect.sqlToQuery(page.body);
  const lookups = dialect.sqlToQuery(page.lookups ?? sql``);
  const table = getTableName(page.table);
  const join = dialect.sqlToQuery(page.join ?? sql``);
  if (body.params.length + lookups.params.length + join.params.length > 0)
    throw new Error('pageJson: the body, lookups and join must take no parameter');
  const shape = `${table}\n${join.sql}\n${where.sql}\n${order}\n${body.sql}\n${lookups.sql}`;
  let text = statements.get(shape);
  if (text === undefined) {
    const name = dialect.escapeName(table);
    const columns = dialect.sqlToQuery(
      sql.join(
        Object.values(page.columns ?? getTableColumns(page.table)).map((column) => sql`${column}`),
        sql`, `,
      ),
    ).sql;
    const n = where.params.length;
    // the page once (MATERIALIZED: the lookups read its ids, the body its rows), numbered in its order
    text = `WITH i AS MATERIALIZED (SELECT ${columns}, row_number() OVER (ORDER BY ${order}) AS page_position
        FROM ${name} ${join.sql} WHERE ${where.sql} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2})
      SELECT (SELECT coalesce(json_agg(${body.sql} ORDER BY i.page_position), '[]')::text FROM i ${lookups.sql}) AS rows,
      (SELECT count(*)::int FROM ${name} WHERE ${where.sql}) AS total`;
    if (statements.size < MAX_SHAPES) statements.set(shape, text);
  }
  const [row] = await runStatement<{ rows: string; total: number }>(db, text, [
    ...where.params,
    page.limit,
    page.offset,
  ]);
  return { json: row.rows, total: Number(row.total) };
}

/** A select that can be narrowed and sorted: what drizzle's select builders offer. */
interface FilterableQuery<Row> {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): PageableQuery<Row> };
}

/**
 * One page of `query` narrowed to `where` and sorted by `order`, with the total: the rows of `table` that
 * match `where` (the table the list is of, without the joins that only add columns).
 */
export function pageWhere<Row>(
  db: Db,
  query: FilterableQuery<Row>,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
): Promise<{ rows: Row[]; total: number }> {
  return pageRows(db, query.where(where).orderBy(...order), window, countOf(table, where));
}

/** How many rows of `table` match `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}
