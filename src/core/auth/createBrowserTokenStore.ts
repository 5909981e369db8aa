import { STORAGE_KEYS } from '../domain/constants.ts';
import { createSnapshotStore, type TokenSnapshot } from './createSnapshotStore.ts';
import { readCurrent, readTokens } from './readSnapshot.ts';
import type { ReloadableTokenStore } from './TokenStore.ts';

/** Tokens saved before impersonating, so stopping works after a page reload too. */
export const ORIGINAL_TOKENS_KEY = 'auth.original';

/** One store per Storage object: two elements on one page must share one session and one refresh. */
const stores = new WeakMap<Storage, ReloadableTokenStore>();

function load(storage: Storage): TokenSnapshot {
  return {
    tokens: readTokens(storage.getItem(STORAGE_KEYS.tokens)),
    current: readCurrent(storage.getItem(STORAGE_KEYS.current)),
    original: readTokens(storage.getItem(ORIGINAL_TOKENS_KEY)),
  };
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or denied (private mode, policy); the session then lives in memory for this page.
  }
}

function save(storage: Storage, snapshot: TokenSnapshot): void {
  write(storage, STORAGE_KEYS.tokens, snapshot.tokens);
  write(storage, STORAGE_KEYS.current, snapshot.current);
  write(storage, ORIGINAL_TOKENS_KEY, snapshot.original);
}

/**
 * Session kept in a browser Storage (pass `localStorage`) under `auth.tokens`, `auth.current` and
 * `auth.original`. It listens to nothing global: call `reload()` from a 'storage' event to follow other tabs.
 */
export function createBrowserTokenStore(storage: Storage): ReloadableTokenStore {
  const existing = stores.get(storage);
  if (existing) return existing;
  const { store: base, replace } = createSnapshotStore(load(storage), (snapshot) => save(storage, snapshot));
  const store: ReloadableTokenStore = { ...base, reload: () => replace(load(storage)) };
  stores.set(storage, store);
  return store;
}
