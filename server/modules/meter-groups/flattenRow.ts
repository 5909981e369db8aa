/** Nested keys flattened with dots (`group.name`), as DRF's CSV renderer writes them. */
export function flattenRow(row: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      Object.assign(flat, flattenRow(value as Record<string, unknown>, `${prefix}${key}.`));
    } else flat[`${prefix}${key}`] = value;
  }
  return flat;
}
