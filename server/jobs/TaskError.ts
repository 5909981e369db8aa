import type { MessageKey } from '../http/messages.ts';

/**
 * A task's failure with the translated message its poller sees; the cause is logged, never shown (a
 * database error's text names tables and statements).
 */
export class TaskError extends Error {
  constructor(
    readonly reason: MessageKey,
    options?: { cause?: unknown },
  ) {
    super(`task failed: ${reason}`, options);
  }
}
