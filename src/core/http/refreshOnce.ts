import type { TokenPair } from '../contract/auth.ts';
import type { TokenStore } from '../auth/TokenStore.ts';

/**
 * The refresh in flight for each token store. Keyed by store, not by client: two custom elements sharing the
 * stored session have two clients, and with rotation a refresh token may be spent only once.
 */
const inFlight = new WeakMap<TokenStore, Promise<TokenPair>>();

/** Runs `refresh` unless one is already running for `store`, in which case its result is shared. */
export function refreshOnce(store: TokenStore, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
  const pending = inFlight.get(store);
  if (pending) return pending;
  const promise = refresh().finally(() => {
    if (inFlight.get(store) === promise) inFlight.delete(store);
  });
  inFlight.set(store, promise);
  return promise;
}
