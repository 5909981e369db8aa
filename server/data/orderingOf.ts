import type { SQL } from 'drizzle-orm';

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
