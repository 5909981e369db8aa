/**
 * A PostgreSQL array literal of the values, for one `${…}::type[]` parameter however many values (drizzle would
 * spread a JS array into a parameter each): text quoted so that no value can break out of it, null as NULL.
 */
export function arrayLiteral(values: ReadonlyArray<string | number | null>): string {
  const item = (v: string | number | null) =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return `{${values.map(item).join(',')}}`;
}
