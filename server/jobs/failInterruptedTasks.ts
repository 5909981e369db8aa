import { and, eq, inArray } from 'drizzle-orm';
import { tasks } from '../db/deviceSchema.ts';
import type { MessageKey } from '../http/messages.ts';
import type { TaskEnvironment } from './runTask.ts';

const INTERRUPTED: MessageKey = 'taskInterrupted';
const interrupted = () => ({ status: 'failed' as const, detail: INTERRUPTED, finishedAt: new Date() });

type TaskRow = typeof tasks.$inferSelect;

/**
 * Lets the task's kind undo what the interrupted runs made (a half-made demo company), so a task failed as
 * interrupted leaves nothing behind. A clean-up that fails is logged; the task still ends failed.
 */
async function cleanUp(env: TaskEnvironment, row: TaskRow): Promise<void> {
  const kind = env.kindOf(row.kind);
  if (!kind?.interrupted) return;
  const context = { ...env, taskId: row.id, owner: { userId: row.userId, companyId: row.companyId } };
  try {
    await kind.interrupted(context, row.input);
  } catch (error) {
    env.log.error({ err: error, task: row.id, kind: row.kind }, 'clean-up of an interrupted task failed');
  }
}

/**
 * The embedded database belongs to one process, so a task pending when the server starts lost its process
 * (a crash or a stop mid-task): what it made is undone and it is failed at once, its pollers learn it. Run
 * at start, before any task of this process exists.
 */
export async function failInterruptedTasks(env: TaskEnvironment): Promise<number> {
  const orphans = await env.db.select().from(tasks).where(eq(tasks.status, 'pending'));
  if (orphans.length === 0) return 0;
  for (const row of orphans) await cleanUp(env, row);
  await env.db
    .update(tasks)
    .set(interrupted())
    .where(
      and(
        eq(tasks.status, 'pending'),
        inArray(
          tasks.id,
          orphans.map((row) => row.id),
        ),
      ),
    );
  env.log.warn({ tasks: orphans.map((row) => row.id) }, 'tasks interrupted by a server stop marked failed');
  return orphans.length;
}

/** A queued task whose runs were all interrupted (PostgreSQL): failed, unless a run finished it after all. */
export async function failInterruptedTask(env: TaskEnvironment, taskId: string): Promise<void> {
  const [pending] = await env.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.status, 'pending')));
  if (!pending) return;
  await cleanUp(env, pending);
  const [row] = await env.db
    .update(tasks)
    .set(interrupted())
    .where(and(eq(tasks.id, taskId), eq(tasks.status, 'pending')))
    .returning({ id: tasks.id });
  if (row) env.log.warn({ task: taskId }, 'task interrupted on every try marked failed');
}
