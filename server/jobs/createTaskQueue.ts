import type { Database } from '../db/createDatabase.ts';
import { failInterruptedTasks } from './failInterruptedTasks.ts';
import { inProcessTaskQueue } from './inProcessTaskQueue.ts';
import { pgBossTaskQueue } from './pgBossTaskQueue.ts';
import type { TaskEnvironment } from './runTask.ts';
import type { TaskQueue } from './TaskQueue.ts';

/**
 * On PostgreSQL tasks go to the pg-boss queue that every instance works, so a task survives the loss of the
 * instance that started it. The embedded database has one process: its tasks run there.
 */
export async function createTaskQueue(
  database: Database,
  databaseUrl: string | undefined,
  env: TaskEnvironment,
): Promise<TaskQueue> {
  if (database.kind === 'postgres' && databaseUrl) return pgBossTaskQueue(env, databaseUrl);
  if (database.kind === 'pglite') await failInterruptedTasks(env);
  return inProcessTaskQueue(env);
}
