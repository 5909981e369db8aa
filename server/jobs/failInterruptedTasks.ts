import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { tasks } from '../db/deviceSchema.ts';
import type { MessageKey } from '../http/messages.ts';
import type { TaskRunner } from './taskRunner.ts';

const INTERRUPTED: MessageKey = 'taskInterrupted';

/**
 * Fails the pending tasks whose runner process is gone (a crash or restart mid-task), so their pollers
 * learn it at once rather than after the heartbeat has gone stale. Run at start, before any task of
 * this process exists.
 */
export async function failInterruptedTasks(db: Db, runner: TaskRunner): Promise<number> {
  const pending = await db
    .select({ id: tasks.id, report: tasks.report })
    .from(tasks)
    .where(eq(tasks.status, 'pending'));
  const alive = new Map<string | undefined, boolean>();
  const orphans: string[] = [];
  for (const task of pending) {
    const runnerId = typeof task.report?.runner === 'string' ? task.report.runner : undefined;
    if (!alive.has(runnerId)) alive.set(runnerId, await runner.isAlive(runnerId));
    if (!alive.get(runnerId)) orphans.push(task.id);
  }
  if (orphans.length === 0) return 0;
  await db
    .update(tasks)
    .set({ status: 'failed', detail: INTERRUPTED, finishedAt: new Date() })
    .where(and(inArray(tasks.id, orphans), eq(tasks.status, 'pending')));
  runner.log.warn({ tasks: orphans }, 'tasks interrupted by a server stop marked failed');
  return orphans.length;
}
