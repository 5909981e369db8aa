import type { tasks } from '../db/deviceSchema.ts';
import { msg, type Msg } from '../http/HttpError.ts';
import { isMessageKey } from '../http/messages.ts';

/** Without a heartbeat for this long a pending task's process is gone. */
const STALE_MS = 2 * 60 * 1000;

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
export function taskStatus(row: typeof tasks.$inferSelect, now = Date.now()): TaskStatusBody {
  if (row.status === 'completed') return { status: 'completed', report: row.report ?? {} };
  if (row.status === 'failed') return { status: 'failed', detail: failure(row.detail) };
  const beat = row.report?.heartbeat_at;
  const heartbeat = typeof beat === 'string' ? Date.parse(beat) : row.createdAt.getTime();
  if (now - heartbeat > STALE_MS) return { status: 'failed', detail: msg('taskInterrupted') };
  return row.report?.progress === undefined
    ? { status: 'pending' }
    : { status: 'pending', progress: row.report.progress };
}
