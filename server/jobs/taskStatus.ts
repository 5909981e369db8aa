import type { tasks } from '../db/deviceSchema.ts';
import { msg, type Msg } from '../http/HttpError.ts';
import { isMessageKey } from '../http/messages.ts';

export type TaskStatusBody =
  | { status: 'pending'; progress?: unknown }
  | { status: 'completed'; report: Record<string, unknown> }
  | { status: 'failed'; detail: Msg };

/**
 * A failed task's detail holds a message key. Rows failed before that hold the error's own text, which
 * may be a database error naming tables and statements: never shown, they get the plain message.
 */
function failure(detail: string | null): Msg {
  return detail !== null && isMessageKey(detail) ? msg(detail) : msg('taskFailed');
}

/** The poll answer of wire-format.md 'Async tasks' for a task row. */
export function taskStatus(row: typeof tasks.$inferSelect): TaskStatusBody {
  if (row.status === 'completed') return { status: 'completed', report: row.report ?? {} };
  if (row.status === 'failed') return { status: 'failed', detail: failure(row.detail) };
  return row.report?.progress === undefined
    ? { status: 'pending' }
    : { status: 'pending', progress: row.report.progress };
}
