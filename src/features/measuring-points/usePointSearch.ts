import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { parsePointSearch, toUrlSearch, type PointSearch } from './measuringPointSearch.ts';

export interface PointSearchControls {
  search: PointSearch;
  /** pushes a history entry unless `replace`, so the back button returns to the previous filters */
  setSearch: (next: (current: PointSearch) => PointSearch, options?: { replace?: boolean }) => void;
}

/** The screen's state, kept in the URL's search params so links and the back button work. */
export function usePointSearch(): PointSearchControls {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => parsePointSearch(raw), [raw]);
  const setSearch = useCallback<PointSearchControls['setSearch']>(
    (next, options) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => toUrlSearch(next(parsePointSearch(previous))),
        replace: options?.replace,
      });
    },
    [navigate],
  );
  return { search, setSearch };
}
