import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePortalServices } from '../../features/common/usePortalServices.ts';

export interface SessionChange {
  /** true while a change runs */
  busy: boolean;
  /** runs `change`; true when it succeeded, false when it failed and `failure` was shown as a toast */
  run: (change: () => Promise<unknown>, failure: string) => Promise<boolean>;
}

/**
 * A change of who is signed in or of the active company (switch company, impersonate, stop): once it is done
 * every cached answer is forgotten or asked again, so no screen shows the previous user's or company's data under
 * the new one.
 */
export function useSessionChange(): SessionChange {
  const { notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (change: () => Promise<unknown>, failure: string) => {
      setBusy(true);
      try {
        await change();
        // Screens re-render for the new user or company while the change lands and may already ask for it:
        // clearing the cache would orphan those requests (their cards stayed skeletons). Forget what no screen
        // shows, and reset what one shows, so every mounted screen asks again under the new company.
        await queryClient.cancelQueries();
        queryClient.removeQueries({ type: 'inactive' });
        void queryClient.resetQueries({ type: 'active' });
        return true;
      } catch {
        notify(failure, { kind: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, queryClient],
  );
  return { busy, run };
}
