import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../db/createDatabase.ts';

/** The server process that runs tasks, as far as other processes on the same database can tell. */
export interface TaskRunner {
  /** stored with every task this process starts */
  readonly id: string;
  readonly log: FastifyBaseLogger;
  /** whether the process that stored `id` with a task is still running */
  isAlive(id: string | undefined): Promise<boolean>;
  close(): Promise<void>;
}

/** advisory lock class of task runners ('mp'); the lock's second key is the runner's id */
const LOCK_CLASS = 0x6d70;
const RECONNECT_MS = 5_000;

/**
 * An embedded database belongs to one process, so any task but this process's own has lost its runner.
 * On PostgreSQL several servers may share the database: each holds a session advisory lock named by its
 * id on a connection of its own, which PostgreSQL releases when the process dies, so a runner is alive
 * exactly while its lock is held.
 */
export async function createTaskRunner(
  database: Database,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<TaskRunner> {
  const key = randomInt(1, 2 ** 31 - 1);
  const id = String(key);
  if (database.kind === 'pglite')
    return { id, log, isAlive: async (other) => other === id, close: async () => undefined };
  // a PostgreSQL database handed in without its URL: no lock to take, so no other runner is declared dead
  if (!databaseUrl) return { id, log, isAlive: async () => true, close: async () => undefined };

  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const hold = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    // a lost connection loses the lock: say so and take it again, never crash the server over it
    next.on('error', (err) => log.warn({ err }, 'task runner lock connection lost'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = null;
      retry = setTimeout(() => void hold().catch(() => undefined), RECONNECT_MS);
      retry.unref();
    });
    await next.connect();
    await next.query('SELECT pg_advisory_lock($1, $2)', [LOCK_CLASS, key]);
    client = next;
  };
  await hold();
  return {
    id,
    log,
    isAlive: async (other) => other === id || (other !== undefined && (await lockHeld(database.db, other))),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}

async function lockHeld(db: Db, id: string): Promise<boolean> {
  if (!/^\d{1,10}$/.test(id)) return false;
  const result = await db.execute(sql`SELECT EXISTS (
      SELECT 1 FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objsubid = 2
        AND classid::bigint = ${LOCK_CLASS} AND objid::bigint = ${Number(id)}
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    ) AS held`);
  const { rows } = result as { rows: Array<{ held: boolean }> };
  return rows[0]?.held === true;
}

const runners = new WeakMap<Db, TaskRunner>();

/**
 * Tasks are started with the database they write to; the app that opened it says who runs them. Returns
 * the undoing, for an app that closes while another one on the same database goes on (tests).
 */
export function setTaskRunner(db: Db, runner: TaskRunner): () => void {
  const previous = runners.get(db);
  runners.set(db, runner);
  return () => {
    if (runners.get(db) !== runner) return;
    if (previous) runners.set(db, previous);
    else runners.delete(db);
  };
}

export function taskRunnerOf(db: Db): TaskRunner | undefined {
  return runners.get(db);
}
