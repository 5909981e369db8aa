import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from './rowsOf.ts';

/** a database or a transaction */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** statements named so far, by their text: PostgreSQL keeps each one's plan per connection */
const names = new Map<string, string>();
/** a bound on the named statements (each pooled connection keeps the ones it ran) */
const MAX_NAMED = 500;

/**
 * Runs one statement given as text with `$n` parameters. On PostgreSQL it is a named (prepared) statement:
 * each pooled connection parses it once, and after a few runs plans it once, where an unnamed statement is
 * parsed and planned on every request. Callers pass texts of a bounded set of shapes (values go into
 * `values`, never into the text). PGlite (one connection, in this thread) runs it as it is.
 */
export async function runStatement<Row>(db: Executor, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `stmt_${names.size + 1}`;
      names.set(text, name);
    }
    return (await client.query({ name, text, values })).rows as Row[];
  }
  if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
  // a transaction: the same text through drizzle, each `$n` as its value
  const chunks = text.split(/\$(\d+)/);
  const query = sql.join(
    chunks.map((chunk, i) => (i % 2 === 0 ? sql.raw(chunk) : sql`${values[Number(chunk) - 1]}`)),
    sql``,
  );
  return rowsOf<Row>(await db.execute(query));
}
