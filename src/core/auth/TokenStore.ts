import type { CurrentUser, TokenPair } from '../contract/auth.ts';

/**
 * Where a session lives: memory, a browser Storage, or a file for the CLI. Getters return the same object
 * until the value changes, so `useSyncExternalStore` snapshots stay stable.
 */
export interface TokenStore {
  getTokens(): TokenPair | null;
  setTokens(tokens: TokenPair | null): void;
  getCurrent(): CurrentUser | null;
  setCurrent(user: CurrentUser | null): void;
  /** tokens saved before impersonating, restored by stop */
  getOriginalTokens(): TokenPair | null;
  setOriginalTokens(tokens: TokenPair | null): void;
  subscribe(listener: () => void): () => void;
}

/** A store backed by something other processes or tabs can change; `reload` reads it again. */
export interface ReloadableTokenStore extends TokenStore {
  reload(): void;
}
