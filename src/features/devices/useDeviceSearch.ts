import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { parseDeviceSearch, toUrlSearch, type DeviceSearch } from './deviceSearch.ts';

export interface DeviceSearchControls {
  search: DeviceSearch;
  /** pushes a history entry, so the back button returns to the previous filters */
  setSearch: (next: (current: DeviceSearch) => DeviceSearch, options?: { replace?: boolean }) => void;
}

/** The Devices screen's state, kept in the URL's search params so links and the back button work. */
export function useDeviceSearch(): DeviceSearchControls {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => parseDeviceSearch(raw), [raw]);
  const setSearch = useCallback<DeviceSearchControls['setSearch']>(
    (next, options) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => toUrlSearch(next(parseDeviceSearch(previous))),
        replace: options?.replace,
      });
    },
    [navigate],
  );
  return { search, setSearch };
}
