import type { CurrentUser, TokenPair } from '../contract/auth.ts';
import type { TokenStore } from './TokenStore.ts';

export interface TokenSnapshot {
  tokens: TokenPair | null;
  current: CurrentUser | null;
  original: TokenPair | null;
}

export const EMPTY_SNAPSHOT: TokenSnapshot = { tokens: null, current: null, original: null };

export interface SnapshotStore {
  store: TokenStore;
  /** Takes values read back from a backing store; unchanged values keep their identity. */
  replace: (next: TokenSnapshot) => void;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The in-memory heart of every token store: holds the three values, tells subscribers about changes and
 * hands each new snapshot to `persist` (a no-op in memory, Storage in browsers, a file in the CLI).
 */
export function createSnapshotStore(initial: TokenSnapshot, persist: (snapshot: TokenSnapshot) => void): SnapshotStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();

  function emit(): void {
    for (const listener of [...listeners]) listener();
  }

  function update<K extends keyof TokenSnapshot>(key: K, value: TokenSnapshot[K]): void {
    if (snapshot[key] === value) return;
    snapshot = { ...snapshot, [key]: value };
    persist(snapshot);
    emit();
  }

  const store: TokenStore = {
    getTokens: () => snapshot.tokens,
    setTokens: (tokens) => update('tokens', tokens),
    getCurrent: () => snapshot.current,
    setCurrent: (user) => update('current', user),
    getOriginalTokens: () => snapshot.original,
    setOriginalTokens: (tokens) => update('original', tokens),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  function replace(next: TokenSnapshot): void {
    const merged: TokenSnapshot = {
      tokens: sameValue(snapshot.tokens, next.tokens) ? snapshot.tokens : next.tokens,
      current: sameValue(snapshot.current, next.current) ? snapshot.current : next.current,
      original: sameValue(snapshot.original, next.original) ? snapshot.original : next.original,
    };
    const changed = (Object.keys(merged) as (keyof TokenSnapshot)[]).some((key) => merged[key] !== snapshot[key]);
    snapshot = merged;
    if (changed) emit();
  }

  return { store, replace };
}
