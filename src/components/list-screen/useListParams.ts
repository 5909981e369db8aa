import { useCallback, useState } from 'react';
import { useDebouncedValue } from '../data-grid/index.ts';

export interface ListParams {
  /** what the search field shows */
  searchText: string;
  setSearchText: (text: string) => void;
  /** the settled, trimmed search the list is asked for */
  search: string;
  ordering: string;
  setOrdering: (ordering: string) => void;
  offset: number;
  setOffset: (offset: number) => void;
}

/**
 * A list screen's search, ordering and page, held by the screen. A new search, ordering or `filters` (the
 * screen's other filters as one key) starts at the first page (spec: filter changes reset the offset).
 */
export function useListParams(initialOrdering: string, filters = ''): ListParams {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [ordering, setOrderingState] = useState(initialOrdering);
  const [offset, setOffset] = useState(0);
  const filterKey = `${search}|${filters}`;
  const [filtered, setFiltered] = useState(filterKey);
  if (filtered !== filterKey) {
    setFiltered(filterKey);
    setOffset(0);
  }
  const setOrdering = useCallback((next: string) => {
    setOrderingState(next);
    setOffset(0);
  }, []);
  return { searchText, setSearchText, search, ordering, setOrdering, offset, setOffset };
}
