import { eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { tasks } from '../db/deviceSchema.ts';
import type { MessageKey } from '../http/messages.ts';
import { TaskError } from './TaskError.ts';
import { taskRunnerOf } from './taskRunner.ts';

export interface TaskOwner {
  userId: string;
  companyId: number | null;
}

export interface TaskWork {
  kind: string;
  title: string;
  input: Record<string, unknown>;
  /**
   * does the work; `progress` stores an interim report the client can poll. A TaskError names the message
   * its poller sees; any other error is logged and shown as an internal error.
   */
  run(progress: (report: Record<string, unknown>) => Promise<void>): Promise<Record<string, unknown>>;
}

const running = new Set<Promise<void>>();

/**
 * Stores a pending task and runs its work in this process after the response has gone. The row, not
 * memory, is the truth the client polls, so a page reload finds the task again. The row names this
 * process as its runner, so a server starting later can tell whether the task lost its process
 * (failInterruptedTasks.ts); interim reports carry a heartbeat as well (taskStatus.ts).
 */
export async function startTask(db: Db, owner: TaskOwner, work: TaskWork): Promise<string> {
  const runner = taskRunnerOf(db);
  const stamp = () => ({ heartbeat_at: new Date().toISOString(), ...(runner ? { runner: runner.id } : {}) });
  const [row] = await db
    .insert(tasks)
    .values({
      kind: work.kind,
      title: work.title,
      userId: owner.userId,
      companyId: owner.companyId,
      input: work.input,
      report: stamp(),
    })
    .returning({ id: tasks.id });
  const finish = async (values: Partial<typeof tasks.$inferInsert>) => {
    await db
      .update(tasks)
      .set({ ...values, finishedAt: new Date() })
      .where(eq(tasks.id, row.id));
  };
  const job = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      const report = await work.run(async (interim) => {
        await db
          .update(tasks)
          .set({ report: { ...interim, ...stamp() } })
          .where(eq(tasks.id, row.id));
      });
      await finish({ status: 'completed', report });
    } catch (error) {
      // the poller gets a message key (translated when answered); the error itself only goes to the log
      const reason: MessageKey = error instanceof TaskError ? error.reason : 'taskInternalError';
      runner?.log.error({ err: error, task: row.id, kind: work.kind }, 'task failed');
      await finish({ status: 'failed', detail: reason });
    }
  })()
    // the database may already be closed when a server stops mid-task; the row then stays pending and
    // its stale heartbeat reports it as interrupted
    .catch(() => undefined)
    .finally(() => running.delete(job));
  running.add(job);
  return row.id;
}
