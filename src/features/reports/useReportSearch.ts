import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { parseReportSearch, toReportUrlSearch, type ReportSearch } from './reportSearch.ts';

export interface ReportSearchControls {
  search: ReportSearch;
  /** pushes a history entry (back restores the previous view) unless `replace` */
  setSearch: (next: (current: ReportSearch) => ReportSearch, options?: { replace?: boolean }) => void;
}

/** The Reports screen's view, kept in the URL's search params so links, reloads and the back button work. */
export function useReportSearch(): ReportSearchControls {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => parseReportSearch(raw), [raw]);
  const setSearch = useCallback<ReportSearchControls['setSearch']>(
    (next, options) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => toReportUrlSearch(next(parseReportSearch(previous))),
        replace: options?.replace,
      });
    },
    [navigate],
  );
  return { search, setSearch };
}
