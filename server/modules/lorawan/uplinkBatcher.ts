import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/createDatabase.ts';
import { storeUplinks, type UplinkStored, type UplinkToStore } from './storeUplinks.ts';

/** Uplinks written in one transaction at most: a group's statements stay short for the meters they lock. */
export const MAX_GROUP = 500;

interface Waiting {
  uplink: UplinkToStore;
  resolve: (stored: UplinkStored) => void;
  reject: (error: unknown) => void;
}

export interface UplinkBatcher {
  /** Resolves once the uplink's transaction committed (or it was found a replay): its request may then answer. */
  store(uplink: UplinkToStore): Promise<UplinkStored>;
}

type Write = (db: Db, uplinks: readonly UplinkToStore[]) => Promise<UplinkStored[]>;

/**
 * Group commit for uplinks: every request waits for the commit of its reading (none is answered before it is
 * stored), but the uplinks that arrive while a group is being written, or in the same turn of the event loop,
 * are written together as the next group, in one transaction (storeUplinks.ts). At a low rate a group is one
 * uplink written at once; at a high rate a commit carries many. A group that fails is written again one uplink
 * at a time, so a bad uplink costs only its own request. Up to `writers` groups are written at once (on a
 * server database, whose connections work side by side; a group locks its meters in one order, so two groups
 * wait for each other, never deadlock).
 */
export function createUplinkBatcher(
  db: Db,
  { write = storeUplinks, writers = 1 }: { write?: Write; writers?: number } = {},
): UplinkBatcher {
  let waiting: Waiting[] = [];
  let active = 0;

  const next = () => {
    while (active < writers && waiting.length > 0) {
      active += 1;
      const group = waiting.slice(0, MAX_GROUP);
      waiting = waiting.slice(MAX_GROUP);
      void writeGroup(group).finally(() => {
        active -= 1;
        next();
      });
    }
  };

  const writeGroup = async (group: Waiting[]) => {
    try {
      const answers = await write(
        db,
        group.map((w) => w.uplink),
      );
      group.forEach((w, index) => w.resolve(answers[index]));
    } catch {
      for (const w of group)
        await write(db, [w.uplink]).then(
          ([answer]) => w.resolve(answer),
          (error: unknown) => w.reject(error),
        );
    }
  };

  return {
    store(uplink) {
      return new Promise<UplinkStored>((resolve, reject) => {
        waiting.push({ uplink, resolve, reject });
        // the requests read in this turn of the event loop join the group
        if (active < writers && waiting.length === 1) setImmediate(next);
      });
    },
  };
}

const batchers = new WeakMap<Db, UplinkBatcher>();

/** Groups written at once on PostgreSQL: a few of the pool's connections, the rest left to other requests. */
const SERVER_WRITERS = 3;

/** The batcher of a database: one writer of groups on the embedded database (one connection), a few on a server. */
export function uplinkBatcher(db: Db): UplinkBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    const embedded = (db as unknown as { $client: unknown }).$client instanceof PGlite;
    batcher = createUplinkBatcher(db, { writers: embedded ? 1 : SERVER_WRITERS });
    batchers.set(db, batcher);
  }
  return batcher;
}
