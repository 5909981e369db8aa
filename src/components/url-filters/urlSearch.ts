/** A screen's state in the URL: text values by name, and the page offset. */
export type UrlSearch = { [key: string]: string | number | undefined; offset?: number };

/** The router parses `?serial=123` as the number 123 and `?search=true` as a boolean; both are text here. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Reads the given text keys and a positive whole `offset` from the router's search object, dropping anything malformed. */
export function parseUrlSearch<T extends UrlSearch>(
  raw: Record<string, unknown>,
  textKeys: readonly (keyof T & string)[],
): T {
  const result: UrlSearch = {};
  for (const key of textKeys) {
    const value = asText(raw[key]);
    if (value !== undefined) result[key] = value;
  }
  const offset = Number(raw.offset);
  if (Number.isInteger(offset) && offset > 0) result.offset = offset;
  return result as T;
}

export function dropEmpty<T extends UrlSearch>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/** A new search with one filter changed: the offset goes, since the old page may not exist any more. */
export function withFilter<T extends UrlSearch>(current: T, filter: keyof T & string, value: string | undefined): T {
  const next: T = { ...current, [filter]: value?.trim() ? value : undefined };
  delete next.offset;
  return dropEmpty(next);
}

/** Whether any of the filters is set (an empty grid then says so and offers to clear them). */
export function hasAnyFilter<T extends UrlSearch>(search: T, filters: readonly (keyof T & string)[]): boolean {
  return filters.some((filter) => search[filter] !== undefined);
}
