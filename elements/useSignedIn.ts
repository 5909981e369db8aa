import { useCallback, useSyncExternalStore } from 'react';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';

/**
 * Whether an element may ask at all: it has an embed key (which gets its own tokens), a `token`, or the
 * portal's stored session. Followed live, so signing in through a `<meter-portal>` on the same page shows the
 * data at once, and a session that ends shows the sign-in text instead of the server's 401.
 */
export function useSignedIn(http: HttpClient | null): boolean {
  const subscribe = useCallback((listener: () => void) => http?.tokenStore.subscribe(listener) ?? (() => {}), [http]);
  const tokens = useSyncExternalStore(subscribe, () => http?.tokenStore.getTokens() ?? null);
  return tokens !== null || Boolean(http?.embedded);
}
