import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The ORDER BY of `?ordering=`, or the fallback for an unknown one. Own keys only: a client's
 * `ordering=valueOf` must not find Object's methods.
 */
export function orderingOf(table: Record<string, SQL[]>, ordering: string | undefined, fallback: string): SQL[] {
  return ordering !== undefined && Object.hasOwn(table, ordering) ? table[ordering] : table[fallback];
}

/** `table[key]` for the table's own keys only (`?ordering=constructor` is no ordering either). */
export function ownEntry<T>(table: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The two entries of one sortable field: `name` ascending by `column`, `-name` descending. Rows without a
 * value sort as PostgreSQL puts them (last ascending, first descending), or with `'empty first'` first
 * ascending and last descending.
 */
export function sortsBy(name: string, column: SQLWrapper, empty?: 'empty first'): Record<string, SQL[]> {
  const entries: Array<[string, SQL[]]> = empty
    ? [
        [name, [sql`${column} ASC NULLS FIRST`]],
        [`-${name}`, [sql`${column} DESC NULLS LAST`]],
      ]
    : [
        [name, [asc(column)]],
        [`-${name}`, [desc(column)]],
      ];
  return Object.fromEntries(entries);
}
