import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../src/core/domain/constants.ts';
import { tasks } from '../db/deviceSchema.ts';
import type { Db } from '../db/createDatabase.ts';
import type { TaskKind, TaskOwner } from './TaskKind.ts';
import type { TaskQueue } from './TaskQueue.ts';

export interface TaskStarter extends TaskOwner {
  /** the language of the task's title */
  language?: string;
}

/**
 * Stores a pending task of `kind` and hands it to the task queue (TaskQueue.ts). The row, not memory, is
 * the truth the client polls, so a page reload, or another instance, finds the task again.
 */
export async function startTask<Input>(
  { db, tasks: queue }: { db: Db; tasks: TaskQueue },
  starter: TaskStarter,
  kind: TaskKind<Input>,
  input: Input,
): Promise<string> {
  const title = kind.title(input, starter.language ?? DEFAULT_LOCALE);
  const [row] = await db
    .insert(tasks)
    .values({
      kind: kind.name,
      title,
      userId: starter.userId,
      companyId: starter.companyId,
      input: input as Record<string, unknown>,
    })
    .returning({ id: tasks.id });
  try {
    await queue.enqueue(row.id);
  } catch (error) {
    await db
      .update(tasks)
      .set({ status: 'failed', detail: 'taskInternalError', finishedAt: new Date() })
      .where(eq(tasks.id, row.id));
    throw error;
  }
  return row.id;
}
