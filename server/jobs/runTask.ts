import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/createDatabase.ts';
import type { KeyVault } from '../vault/keyVault.ts';
import { tasks } from '../db/deviceSchema.ts';
import type { MessageKey } from '../http/messages.ts';
import { TaskError } from './TaskError.ts';
import type { TaskKind } from './TaskKind.ts';

/** What runs tasks on an instance. */
export interface TaskEnvironment {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  keyVault: KeyVault;
  /** every kind of task by its stored name, registered where the app is put together (server/taskKinds.ts) */
  kindOf(name: string): TaskKind<unknown> | undefined;
}

/** The run was told to stop (its instance is closing, or it lost its claim): the row stays pending. */
export class TaskStopped extends Error {
  constructor() {
    super('task stopped before it finished');
  }
}

/**
 * Runs the stored task `taskId` to its final status in its row, which is what its pollers read. A task no
 * longer pending (finished by an earlier run) is left alone. `stopped` is asked before every progress
 * report: once it says so the work ends there with TaskStopped, for another run to take it up again.
 */
export async function runTask(env: TaskEnvironment, taskId: string, stopped: () => boolean): Promise<void> {
  const { db, log } = env;
  if (stopped()) throw new TaskStopped();
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!row || row.status !== 'pending') return;
  const pending = and(eq(tasks.id, taskId), eq(tasks.status, 'pending'));
  const finish = (values: Partial<typeof tasks.$inferInsert>) =>
    db
      .update(tasks)
      .set({ ...values, finishedAt: new Date() })
      .where(pending);
  const kind = env.kindOf(row.kind);
  if (!kind) {
    log.error({ task: taskId, kind: row.kind }, 'task of an unknown kind failed');
    await finish({ status: 'failed', detail: 'taskInternalError' });
    return;
  }
  const context = { ...env, taskId, owner: { userId: row.userId, companyId: row.companyId } };
  try {
    const report = await kind.run(context, row.input, async (interim) => {
      if (stopped()) throw new TaskStopped();
      await db.update(tasks).set({ report: interim }).where(pending);
    });
    await finish({ status: 'completed', report });
  } catch (error) {
    // a closing database fails the work too: that is a stop, not the task's failure
    if (error instanceof TaskStopped || stopped()) throw new TaskStopped();
    // the poller gets a message key (translated when answered); the error itself only goes to the log
    const reason: MessageKey = error instanceof TaskError ? error.reason : 'taskInternalError';
    log.error({ err: error, task: taskId, kind: row.kind }, 'task failed');
    await finish({ status: 'failed', detail: reason });
  }
}
