import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { createDatabase } from '../../server/db/createDatabase.ts';
import { seedDemo } from '../../server/seed/seedDemo.ts';
import { pgliteTemplate } from './pgliteTemplate.ts';

export interface TestServer {
  url: string;
  apiBase: string;
  authBase: string;
  outboxDir: string;
  built: BuiltApp;
  close(): Promise<void>;
}

export interface TestServerOptions {
  accessLifetimeSeconds?: number;
  refreshLifetimeSeconds?: number;
  /** serve dist/portal, dist/elements and demo/ from the repository (default true) */
  staticDir?: boolean;
  seed?: boolean;
  loginRateLimit?: number;
  /** use this PostgreSQL URL instead of an in-memory PGlite */
  databaseUrl?: string;
  /** the database at `databaseUrl` already holds the demo data (a copy of the run's template) */
  templateSeeded?: boolean;
  /** further settings, applied last */
  config?: Partial<ServerConfig>;
}

/** The real server on 127.0.0.1 with a random port, an in-memory database and the demo data. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-test-'));
  const config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    inMemory: !options.databaseUrl,
    databaseUrl: options.databaseUrl,
    jwtSecret: 'test-secret-test-secret-test-secret',
    accessLifetimeSeconds: options.accessLifetimeSeconds ?? 300,
    refreshLifetimeSeconds: options.refreshLifetimeSeconds ?? 86_400,
    loginRateLimit: { max: options.loginRateLimit ?? 1000, windowSeconds: 60 },
    staticRoot: options.staticDir === false ? dataDir : path.resolve(import.meta.dirname, '../..'),
    logLevel: 'warn',
    // On PostgreSQL a change made by hand-written SQL reaches the caller cache a few milliseconds after its
    // commit (LISTEN/NOTIFY); tests that change users that way and call at once would race it. The cache's
    // own tests (callerCache.test.ts) turn it on.
    ...(options.databaseUrl && { callerCacheSeconds: 0 }),
    ...options.config,
  };
  // In-memory PGlite with the demo data starts from a cached template dump (much faster than seeding).
  const useTemplate = !options.databaseUrl && options.seed !== false;
  const database = useTemplate
    ? await createDatabase({ pgliteDir: 'memory', pgliteTemplate: await pgliteTemplate() })
    : undefined;
  const built = await buildApp(config, { logger: false, database });
  if (options.seed !== false && !useTemplate && !options.templateSeeded) await seedDemo(built.ctx.db, { keyVault: built.ctx.keyVault });
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  built.ctx.config.publicUrl = url;
  return {
    url,
    apiBase: `${url}/api/`,
    authBase: `${url}/auth/`,
    outboxDir: path.join(dataDir, 'outbox'),
    built,
    async close() {
      await built.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
