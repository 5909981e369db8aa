/**
 * The fields of the network server's own decoding (`object`) whose value differs from the portal's: only
 * fields both have are compared (another codec may name more or fewer), numbers within a part in a million.
 */
export function disagreements(theirs: Record<string, unknown>, ours: Record<string, unknown>): string[] {
  const ourFields = new Map(Object.entries(ours));
  return Object.entries(theirs)
    .filter(([field, value]) => ourFields.has(field) && !same(value, ourFields.get(field)))
    .map(([field]) => field)
    .sort();
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= Math.abs(b) * 1e-6 + 1e-9;
  return JSON.stringify(a) === JSON.stringify(b);
}
