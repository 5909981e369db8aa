import PgBoss from 'pg-boss';
import { failInterruptedTask } from './failInterruptedTasks.ts';
import { runTask, TaskStopped, type TaskEnvironment } from './runTask.ts';
import type { TaskQueue } from './TaskQueue.ts';
import { waitAtMost } from './waitAtMost.ts';

const SCHEMA = 'pgboss';
const QUEUE = 'tasks';
/** where pg-boss puts a task's job once its retries are spent */
const INTERRUPTED_QUEUE = 'tasks_interrupted';
/** tasks one instance runs at once; the rest wait in the queue for any instance */
const CONCURRENCY = 2;
const POLL_MS = 1_000;
const STOP_WAIT_MS = 5_000;

interface TaskJob {
  task: string;
}

/**
 * Tasks on PostgreSQL: a pg-boss job carries the task id, and every instance works the queue, loading the
 * row and running its kind. pg-boss 10 has no heartbeat, and its expiry counts from the job's `started_on`:
 * the instance running a job moves that forward every third of the lease, so a job expires only when its
 * instance is gone. pg-boss then retries it on any instance (a kind is safe to run twice), and once the
 * retries are spent moves it to the interrupted queue, whose worker fails the row as interrupted.
 */
export async function pgBossTaskQueue(env: TaskEnvironment, databaseUrl: string): Promise<TaskQueue> {
  const { config, log } = env;
  const leaseSeconds = config.taskLeaseSeconds;
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: SCHEMA,
    max: 4,
    schedule: false,
    // expiry is checked by this maintenance (on one instance at a time), so it must run well within a lease
    maintenanceIntervalSeconds: Math.max(1, Math.floor(leaseSeconds / 2)),
  });
  boss.on('error', (error) => log.warn({ err: error }, 'task queue error'));
  await boss.start();
  await boss.createQueue(INTERRUPTED_QUEUE, { name: INTERRUPTED_QUEUE });
  await boss.createQueue(QUEUE, { name: QUEUE, deadLetter: INTERRUPTED_QUEUE });
  await boss.work<TaskJob>(INTERRUPTED_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await failInterruptedTask(env, job.data.task);
  });
  // Tasks a server older than the queue left pending have no job that could ever finish them. A task is
  // stored a moment before its job is sent, so only tasks older than a minute count as orphans.
  const { rows: orphans } = await boss.getDb().executeSql(
    `SELECT t.id FROM tasks t WHERE t.status = 'pending' AND t.created_at < now() - interval '1 minute'
       AND NOT EXISTS (SELECT 1 FROM ${SCHEMA}.job j WHERE j.name IN ($1, $2) AND j.data->>'task' = t.id::text)`,
    [QUEUE, INTERRUPTED_QUEUE],
  );
  for (const { id } of orphans as Array<{ id: string }>) await failInterruptedTask(env, id);

  let stopping = false;
  const running = new Map<string, Promise<void>>();
  const renew = (jobId: string) =>
    boss
      .getDb()
      .executeSql(
        `UPDATE ${SCHEMA}.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
        [QUEUE, jobId],
      );

  const work = async (job: PgBoss.Job<TaskJob>) => {
    let lost = false;
    const renewal = setInterval(
      () =>
        void renew(job.id).then(
          ({ rows }) => (lost ||= rows.length === 0),
          (error: unknown) => log.warn({ err: error, task: job.data.task }, 'task lease not renewed'),
        ),
      (leaseSeconds * 1000) / 3,
    );
    try {
      await runTask(env, job.data.task, () => stopping || lost);
      await boss.complete(QUEUE, job.id);
    } catch (error) {
      // a lost claim has been handed to another instance already
      if (lost) return;
      // a closing instance gives its task back at once, so another takes it without waiting for the lease
      if (!(error instanceof TaskStopped)) log.error({ err: error, task: job.data.task }, 'task run broke off');
      await boss.fail(QUEUE, job.id, { message: String(error) }).catch(() => undefined);
    } finally {
      clearInterval(renewal);
    }
  };

  let polling = false;
  let pollAgain = false;
  const poll = async () => {
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    try {
      do {
        pollAgain = false;
        while (!stopping && running.size < CONCURRENCY) {
          const [job] = await boss.fetch<TaskJob>(QUEUE, { batchSize: 1 });
          if (!job) break;
          const run = work(job).finally(() => {
            running.delete(job.id);
            void poll();
          });
          running.set(job.id, run);
        }
      } while (pollAgain && !stopping);
    } catch (error) {
      if (!stopping) log.warn({ err: error }, 'task queue not polled');
    } finally {
      polling = false;
    }
  };
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();
  void poll();

  return {
    async enqueue(taskId) {
      await boss.send(QUEUE, { task: taskId } satisfies TaskJob, {
        retryLimit: config.taskRetries,
        retryDelay: 0,
        expireInSeconds: leaseSeconds,
        deadLetter: INTERRUPTED_QUEUE,
      });
      // this instance looks at once rather than at its next poll
      void poll();
    },
    async close() {
      stopping = true;
      clearInterval(timer);
      await waitAtMost(Promise.allSettled(running.values()), STOP_WAIT_MS);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}
