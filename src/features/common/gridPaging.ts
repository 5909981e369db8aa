import type { PaginationProps } from '../../components/data-grid/index.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';

/** The part of a screen's URL search a server-sorted, paged grid reads and writes. */
export interface PagedSearch {
  ordering?: string;
  offset?: number;
}

/**
 * The sorting and paging handlers of a grid whose order and page live in the URL: a new order starts again
 * at the first page, and the first page leaves no `offset` in the URL.
 */
export function gridPaging<S extends PagedSearch>(search: S, setSearch: (next: (current: S) => S) => void) {
  return {
    onOrderingChange: (ordering: string) => setSearch((current) => ({ ...current, ordering, offset: undefined })),
    page: (count: number): PaginationProps => ({
      count,
      limit: GRID_LIMIT,
      offset: search.offset ?? 0,
      onOffsetChange: (offset) => setSearch((current) => ({ ...current, offset: offset || undefined })),
    }),
  };
}
