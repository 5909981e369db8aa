import type { SQL } from 'drizzle-orm';

/**
 * The ORDER BY of `?ordering=`, or the fallback for an unknown one. Own keys only: a client's
 * `ordering=valueOf` must not find Object's methods.
 */
export function orderingOf(table: Record<string, SQL[]>, ordering: string | undefined, fallback: string): SQL[] {
  return ordering !== undefined && Object.hasOwn(table, ordering) ? table[ordering] : table[fallback];
}
