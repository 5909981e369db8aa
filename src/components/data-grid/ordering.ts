/** DRF `ordering`: a field name, prefixed with '-' for descending. */
export type SortState = 'ascending' | 'descending' | 'none';

export function sortStateOf(ordering: string | undefined, field: string): SortState {
  if (ordering === field) return 'ascending';
  if (ordering === `-${field}`) return 'descending';
  return 'none';
}

/** A press on a column sorts it ascending first, then flips between ascending and descending. */
export function nextOrdering(ordering: string | undefined, field: string): string {
  return sortStateOf(ordering, field) === 'ascending' ? `-${field}` : field;
}
