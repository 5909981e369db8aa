import { useCallback, useSyncExternalStore } from 'react';
import type { CurrentUser } from '../../core/contract/index.ts';
import { usePortalServices } from './usePortalServices.ts';

/** The signed-in user, re-rendering on sign-in, sign-out, company switch and impersonation. */
export function useCurrentUser(): CurrentUser | null {
  const { session } = usePortalServices();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const snapshot = useCallback(() => session.getCurrent(), [session]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
