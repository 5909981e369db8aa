/**
 * A short-lived, in-process cache of what every request needs to know about its caller (the user row with
 * its profiles, and the active company's services), so a request costs no query to learn who asks.
 *
 * Correctness rests on invalidation, not on the lifetime: triggers in the database announce every change
 * to users, company profiles, companies, subscriptions and plans (migration 0009), whoever makes it, and
 * each instance listens (listenForCallerChanges.ts); writes through this server also call `callersChanged`
 * once committed, as PostgreSQL delivers notifications a moment after the commit. A value whose load
 * began before a change is never kept (a load reading the old row could otherwise finish after the change
 * and store it). The lifetime only bounds a notification lost while the listening connection is away.
 */
export interface CallerCache {
  /** `key`'s value if still fresh, otherwise `load()`'s, kept when no change came while it loaded */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** drops one user's entry (`user:<id>`), or everything when no user is named */
  forget(userId?: string): void;
  /** off: every request loads its caller (while no change notification could reach this instance) */
  setEnabled(enabled: boolean): void;
}

interface Entry {
  value: unknown;
  expires: number;
}

/** Keys: `user:<uuid>` for a caller, `company:<id>` for what `current/` tells about a company. */
export const userKey = (userId: string) => `user:${userId}`;
export const companyKey = (companyId: number) => `company:${companyId}`;

const MAX_ENTRIES = 10_000;

export function createCallerCache(options: { ttlMs: number; now?: () => number }): CallerCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // loads under way, shared by concurrent requests of the same key while no change intervenes
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  let generation = 0;
  let enabled = true;

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0 || !enabled) return load();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value as T;
      const pending = loading.get(key);
      if (pending && pending.generation === generation) return pending.promise as Promise<T>;
      const started = generation;
      const promise = load().then(
        (value) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          if (started === generation && value !== null && value !== undefined) {
            if (entries.size >= MAX_ENTRIES) entries.clear();
            entries.set(key, { value, expires: now() + options.ttlMs });
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, { generation: started, promise });
      return promise;
    },
    forget(userId) {
      generation += 1;
      if (userId === undefined) entries.clear();
      else entries.delete(userKey(userId));
    },
    setEnabled(on) {
      enabled = on;
      this.forget();
    },
  };
}

// Every cache of this process: a repository may hold a transaction rather than the database its server
// was built with, so a change is told to all of them (several only in tests, where it costs nothing).
const caches = new Set<CallerCache>();

/** Registers a server's cache for `callersChanged`; the returned function unregisters it. */
export function registerCallerCache(cache: CallerCache): () => void {
  caches.add(cache);
  return () => caches.delete(cache);
}

/**
 * To be called after a write that changes what a caller is has committed (inside a transaction it would
 * let a request reload the old rows before the commit): the user's row or profiles (`userId`), or
 * anything wider — a company, its customers, subscriptions — with no argument.
 */
export function callersChanged(userId?: string): void {
  for (const cache of caches) cache.forget(userId);
}
