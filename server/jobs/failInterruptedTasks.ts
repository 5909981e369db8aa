import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { tasks } from '../db/deviceSchema.ts';
import type { MessageKey } from '../http/messages.ts';
import type { TaskEnvironment } from './runTask.ts';

const INTERRUPTED: MessageKey = 'taskInterrupted';
const interrupted = () => ({ status: 'failed' as const, detail: INTERRUPTED, finishedAt: new Date() });

/**
 * The embedded database belongs to one process, so a task pending when the server starts lost its process
 * (a crash or a stop mid-task): failed at once, its pollers learn it. Run at start, before any task of this
 * process exists.
 */
export async function failInterruptedTasks(env: TaskEnvironment): Promise<number> {
  const orphans = await env.db
    .update(tasks)
    .set(interrupted())
    .where(eq(tasks.status, 'pending'))
    .returning({ id: tasks.id });
  if (orphans.length > 0)
    env.log.warn({ tasks: orphans.map((row) => row.id) }, 'tasks interrupted by a server stop marked failed');
  return orphans.length;
}

/** A queued task whose runs were all interrupted (PostgreSQL): failed, unless a run finished it after all. */
export async function failInterruptedTask(env: { db: Db; log: TaskEnvironment['log'] }, taskId: string): Promise<void> {
  const [row] = await env.db
    .update(tasks)
    .set(interrupted())
    .where(and(eq(tasks.id, taskId), eq(tasks.status, 'pending')))
    .returning({ id: tasks.id });
  if (row) env.log.warn({ task: taskId }, 'task interrupted on every try marked failed');
}
