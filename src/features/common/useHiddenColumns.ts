import { useCallback, useState } from 'react';
import type { ColumnChoice } from '../../components/data-grid/index.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { usePortalServices } from './usePortalServices.ts';

export const hiddenColumnsKey = (userUuid: string, grid: string) => `meterPortal.columns.${userUuid}.${grid}`;

function read(storage: Storage, key: string | null, fallback: readonly string[]): Set<string> {
  if (!key) return new Set(fallback);
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (Array.isArray(stored)) return new Set(stored.filter((id): id is string => typeof id === 'string'));
  } catch {
    // a damaged entry counts as none
  }
  return new Set(fallback);
}

/**
 * The columns a user hides in one grid, remembered per user in the portal's storage. `hiddenByDefault` are
 * the less important ones a first visit starts without.
 */
export function useHiddenColumns(grid: string, hiddenByDefault: readonly string[] = []): ColumnChoice {
  const { storage } = usePortalServices();
  const user = useCurrentUser();
  const key = user ? hiddenColumnsKey(user.user_uuid, grid) : null;
  const [state, setState] = useState(() => ({ key, hidden: read(storage, key, hiddenByDefault) }));
  // another user signed in on this page: their own choice
  const current = state.key === key ? state : { key, hidden: read(storage, key, hiddenByDefault) };
  if (current !== state) setState(current);
  const onChange = useCallback(
    (hidden: Set<string>) => {
      setState({ key, hidden });
      if (key) storage.setItem(key, JSON.stringify([...hidden]));
    },
    [key, storage],
  );
  return { hidden: current.hidden, onChange };
}
