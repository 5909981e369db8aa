import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { dropEmpty } from '../../components/url-filters/index.ts';
import { parseKeySearch, type KeySearch } from './keySearch.ts';

export interface KeySearchControls {
  search: KeySearch;
  setSearch: (next: (current: KeySearch) => KeySearch, options?: { replace?: boolean }) => void;
}

/** The Keys screen's state, kept in the URL so links, reloads and the back button keep the filters. */
export function useKeySearch(): KeySearchControls {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => parseKeySearch(raw), [raw]);
  const setSearch = useCallback<KeySearchControls['setSearch']>(
    (next, options) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => dropEmpty(next(parseKeySearch(previous))),
        replace: options?.replace,
      });
    },
    [navigate],
  );
  return { search, setSearch };
}
