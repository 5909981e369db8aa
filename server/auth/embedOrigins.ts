import type { Db } from '../db/createDatabase.ts';
import { embedKeyLookup } from './embedKeyLookup.ts';

/** How long the origins of the usable keys are kept: a change on another instance shows within this. */
const TTL_MS = 10_000;

export interface EmbedOrigins {
  /** whether a usable key names this origin (or allows any) */
  allows(origin: string): Promise<boolean>;
  /** after a key changed here */
  forget(): void;
}

const caches = new WeakMap<Db, EmbedOrigins>();

/**
 * The origins CORS answers for on the embed endpoints, read from the keys at most every 10 s: a preflight
 * carries no key, so it is allowed when any usable key names its origin; the exchange and the token then
 * check the one key.
 */
export function embedOrigins(db: Db): EmbedOrigins {
  let cache = caches.get(db);
  if (!cache) {
    let loaded: { at: number; value: Promise<{ origins: Set<string>; any: boolean }> } | null = null;
    cache = {
      async allows(origin) {
        if (!loaded || Date.now() - loaded.at > TTL_MS) {
          const value = embedKeyLookup(db).usableOrigins();
          loaded = { at: Date.now(), value };
          // a failed read is not kept for ten seconds
          value.catch(() => (loaded = null));
        }
        const { origins, any } = await loaded.value;
        return any || origins.has(origin.toLowerCase());
      },
      forget() {
        loaded = null;
      },
    };
    caches.set(db, cache);
  }
  return cache;
}
