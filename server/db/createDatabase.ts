import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenOnPostgres } from './listenOnPostgres.ts';
import * as schema from './schema.ts';
import { PRIVATE_FOLDER } from '../dataFolder/privateModes.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channel`; `onState` tells whether notifications can arrive
   * (false while a PostgreSQL listening connection is away). Returns a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string | undefined) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: the data folder as a tarball */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Opens the embedded PGlite database (in a folder, or in memory when `dataDir` is 'memory') or, with a
 * `postgres://` URL, a real PostgreSQL server; both get the same SQL migrations applied.
 */
export async function createDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** a PGlite data-folder dump to start from (tests start from a migrated, seeded template) */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    const { databaseUrl } = options;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, onPayload, onState) => listenOnPostgres(databaseUrl, channel, onPayload, onState),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir && options.pgliteDir !== 'memory' ? options.pgliteDir : undefined;
  // PGlite creates only the last folder of the path: a fresh checkout has no data folder yet.
  if (dir) await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  // pg_trgm serves the installations grid's search index (migration 0011)
  const client = await PGlite.create({ dataDir: dir, loadDataDir: options.pgliteTemplate, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload, onState) {
      const stop = await client.listen(channel, onPayload);
      onState(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
