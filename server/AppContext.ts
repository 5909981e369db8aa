import type { ServerConfig } from './config.ts';
import type { Db } from './db/createDatabase.ts';
import type { TokenService } from './auth/tokenService.ts';
import type { Mailer } from './mail/createMailer.ts';
import type { Caller } from './auth/Caller.ts';
import type { CallerCache } from './auth/callerCache.ts';
import type { KeyVault } from './vault/keyVault.ts';
import type { TaskQueue } from './jobs/TaskQueue.ts';

/** What every route module gets: the database, configuration, tokens and mail. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: ServerConfig;
  tokens: TokenService;
  /** the callers of recent requests, invalidated by every change to them (auth/callerCache.ts) */
  callers: CallerCache;
  mailer: Mailer;
  /** seals and opens communication-module key material */
  keyVault: KeyVault;
  /** runs started tasks (jobs/startTask.ts) */
  tasks: TaskQueue;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the authentication hook on every non-public route */
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** routes that need no bearer token */
    public?: boolean;
  }
}
