import { eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { tasks } from '../db/deviceSchema.ts';

export interface TaskOwner {
  userId: string;
  companyId: number | null;
}

export interface TaskWork {
  kind: string;
  title: string;
  input: Record<string, unknown>;
  /** does the work; `progress` stores an interim report the client can poll */
  run(progress: (report: Record<string, unknown>) => Promise<void>): Promise<Record<string, unknown>>;
}

const running = new Set<Promise<void>>();

/**
 * Stores a pending task and runs its work in this process after the response has gone. The row, not
 * memory, is the truth the client polls, so a page reload finds the task again. Interim reports carry
 * a heartbeat so a task whose process died can be told from a slow one (see taskStatus.ts).
 */
export async function startTask(db: Db, owner: TaskOwner, work: TaskWork): Promise<string> {
  const [row] = await db
    .insert(tasks)
    .values({
      kind: work.kind,
      title: work.title,
      userId: owner.userId,
      companyId: owner.companyId,
      input: work.input,
      report: { heartbeat_at: new Date().toISOString() },
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
          .set({ report: { ...interim, heartbeat_at: new Date().toISOString() } })
          .where(eq(tasks.id, row.id));
      });
      await finish({ status: 'completed', report });
    } catch (error) {
      await finish({ status: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  })()
    // the database may already be closed when a server stops mid-task; the row then stays pending and
    // its stale heartbeat reports it as interrupted
    .catch(() => undefined)
    .finally(() => running.delete(job));
  running.add(job);
  return row.id;
}
