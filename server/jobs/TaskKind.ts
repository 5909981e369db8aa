import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/createDatabase.ts';
import type { KeyVault } from '../vault/keyVault.ts';

export interface TaskOwner {
  userId: string;
  companyId: number | null;
}

/** What a task's work gets on whichever instance runs it: nothing of the request that started it. */
export interface TaskContext {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** opens communication-module key material (registrations hand keys to the network server) */
  keyVault: KeyVault;
  taskId: string;
  owner: TaskOwner;
}

/** stores an interim report the client can poll */
export type TaskProgress = (report: Record<string, unknown>) => Promise<void>;

/**
 * A kind of task, rebuilt from its stored row (kind, input, owner) on any instance, so the work never
 * lives in the closure of the request that started it. `input` is plain JSON: ids, never objects. A run
 * may be repeated after its instance died, so it must be safe to run twice. A TaskError names the
 * message its poller sees; any other error is logged and shown as an internal error.
 */
export interface TaskKind<Input> {
  /** stored in the task's row (`tasks.kind`): it never changes */
  name: string;
  title(input: Input, language: string): string;
  run(ctx: TaskContext, input: Input, progress: TaskProgress): Promise<Record<string, unknown>>;
  /**
   * Undoes what runs left behind when the task ends failed as interrupted (its process stopped mid-run and
   * no run will finish it): called once, before its row is marked failed.
   */
  interrupted?(ctx: TaskContext, input: Input): Promise<void>;
}
