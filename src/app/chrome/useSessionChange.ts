import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePortalServices } from '../../features/common/index.ts';

export interface SessionChange {
  /** true while a change runs */
  busy: boolean;
  /** runs `change`; true when it succeeded, false when it failed and `failure` was shown as a toast */
  run: (change: () => Promise<unknown>, failure: string) => Promise<boolean>;
}

/**
 * A change of who is signed in or of the active company (switch company, impersonate, stop): once it is done
 * every cached answer is forgotten, so no screen shows the previous user's or company's data under the new one.
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
        queryClient.clear();
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
