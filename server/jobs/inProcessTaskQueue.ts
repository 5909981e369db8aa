import { runTask, TaskStopped, type TaskEnvironment } from './runTask.ts';
import type { TaskQueue } from './TaskQueue.ts';
import { waitAtMost } from './waitAtMost.ts';
import { yieldToEventLoop } from './yieldToEventLoop.ts';

const STOP_WAIT_MS = 5_000;

/**
 * The embedded database belongs to one process, so its tasks run in that process, after the response that
 * started them has gone. A task still running when the process ends stays pending and is failed as
 * interrupted at the next start (failInterruptedTasks.ts).
 */
export function inProcessTaskQueue(env: TaskEnvironment): TaskQueue {
  let closed = false;
  const running = new Set<Promise<void>>();
  return {
    async enqueue(taskId) {
      const run = (async () => {
        await yieldToEventLoop();
        await runTask(env, taskId, () => closed);
      })()
        .catch((error) => {
          if (!(error instanceof TaskStopped) && !closed)
            env.log.error({ err: error, task: taskId }, 'task run broke off');
        })
        .finally(() => running.delete(run));
      running.add(run);
    },
    async close() {
      closed = true;
      await waitAtMost(Promise.allSettled(running), STOP_WAIT_MS);
    },
  };
}
