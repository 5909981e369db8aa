import { createSnapshotStore, EMPTY_SNAPSHOT } from './createSnapshotStore.ts';
import type { TokenStore } from './TokenStore.ts';

/** A session that lives as long as the object: tests, a CLI run with a token from the environment. */
export function createMemoryTokenStore(): TokenStore {
  return createSnapshotStore(EMPTY_SNAPSHOT, () => undefined).store;
}
