import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { rowsOf } from '../db/rowsOf.ts';
import { rateLimits } from '../db/rateLimitSchema.ts';

/** One in so many counts also sweeps the rows whose window has ended. */
const SWEEP_EVERY = 200;

/**
 * A @fastify/rate-limit store in PostgreSQL, so that every instance behind a load balancer counts the same
 * attempts: a login throttled on one is throttled on all. One statement per count, atomic by itself.
 * Windows are fixed, as in the plugin's own local store.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;
  const sweep = () =>
    db
      .delete(rateLimits)
      .where(sql`${rateLimits.windowEnds} < now()`)
      .catch(() => undefined);

  function store(namespace: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        const hashed = createHash('sha256').update(`${namespace}\u0000${key}`).digest('base64url');
        if (++counted % SWEEP_EVERY === 0) void sweep();
        db.execute(
          sql`INSERT INTO ${rateLimits} (key, count, window_ends)
            VALUES (${hashed}, 1, now() + ${timeWindow} * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN ${rateLimits.windowEnds} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END,
              window_ends = CASE WHEN ${rateLimits.windowEnds} <= now()
                THEN now() + ${timeWindow} * interval '1 millisecond' ELSE ${rateLimits.windowEnds} END
            RETURNING count, greatest(0, extract(epoch FROM window_ends - now()) * 1000)::float8 AS ttl`,
        ).then(
          (result) => {
            const [row] = rowsOf<{ count: number; ttl: number | string }>(result);
            callback(null, { current: Number(row.count), ttl: Math.ceil(Number(row.ttl)) });
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
      child(routeOptions) {
        // the plugin hands the route over as `routeInfo`; each route counts on its own, as in its other stores
        const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
        return store(`${String(route?.method)}:${String(route?.url)}`);
      },
    };
  }

  return function SharedRateLimitStore() {
    return store('global');
  } as unknown as FastifyRateLimitStoreCtor;
}
