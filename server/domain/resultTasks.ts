import { and, eq, or, type SQL } from 'drizzle-orm';
import type { CompanyScope } from '../data/companyScope.ts';
import type { Db } from '../db/createDatabase.ts';
import { tasks } from '../db/deviceSchema.ts';
import { notFound } from '../http/HttpError.ts';
import { message, pickLanguage } from '../http/messages.ts';
import { UUID_PATTERN } from '../http/filterValues.ts';
import { taskStatus } from '../jobs/taskStatus.ts';

type TaskRow = typeof tasks.$inferSelect;

/**
 * Tasks as a result path (`?task_id=`) finds them: a task the caller may not see, or a malformed id, does
 * not exist for the caller (404), so task ids leak nothing.
 */
export function resultTaskRepository(db: Db, scope: CompanyScope) {
  const find = async (id: string, kind: string, visible: SQL | undefined): Promise<TaskRow> => {
    if (!UUID_PATTERN.test(id)) throw notFound();
    const [row] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.kind, kind), visible));
    if (!row) throw notFound();
    return row;
  };
  return {
    /** a task of `kind` that `userId` started */
    startedBy: (id: string, kind: string, userId: string) => find(id, kind, eq(tasks.userId, userId)),
    /** a task of `kind` that `userId` started, or that was started in one of the scope's companies */
    startedByOrInScope: (id: string, kind: string, userId: string) =>
      find(id, kind, or(eq(tasks.userId, userId), scope.where(tasks.companyId))),
  };
}

/**
 * The poll answer of a task row, a failure's message in the caller's language. `T` is the result schema
 * of the task's kind: the report is what that kind's work wrote.
 */
export function taskResultBody<T>(row: TaskRow, acceptLanguage: string | undefined): T {
  const status = taskStatus(row);
  if (status.status !== 'failed' || typeof status.detail === 'string') return status as T;
  return { status: 'failed', detail: message(pickLanguage(acceptLanguage), status.detail.key) } as T;
}
