import type { Database } from '../db/createDatabase.ts';
import type { CallerCache } from './callerCache.ts';

/** The channel the triggers of migration 0009 notify; the payload is a user id or '*'. */
export const CALLER_CHANNEL = 'meter_portal_callers';

/**
 * Keeps the cache in step with the database: every change to a caller's rows, by any instance or by
 * hand-made SQL, is announced by a trigger and drops the cached entry. PGlite delivers a notification
 * before the writing statement returns; PostgreSQL a few milliseconds after the commit, on a connection
 * of its own. While that connection is away the cache stays off, as changes would go unheard.
 */
export async function listenForCallerChanges(database: Database, cache: CallerCache): Promise<() => Promise<void>> {
  return database.listen(
    CALLER_CHANNEL,
    (payload) => cache.forget(payload && payload !== '*' ? payload : undefined),
    (listening) => cache.setEnabled(listening),
  );
}
