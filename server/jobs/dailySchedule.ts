import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/createDatabase.ts';
import { scheduledRuns } from '../db/deviceSchema.ts';

const DAY_MS = 86_400_000;

/** The next time the clock shows `hour`:00 UTC after `now`. */
export function nextRunAt(hour: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/**
 * Claims a job's day: true for the one instance that claimed it first, false for every other (a job runs
 * once a day however many instances share the database).
 */
export async function claimDay(db: Db, job: string, at: Date): Promise<boolean> {
  const day = at.toISOString().slice(0, 10);
  const claimed = await db
    .insert(scheduledRuns)
    .values({ job, day })
    .onConflictDoNothing()
    .returning({ day: scheduledRuns.day });
  return claimed.length > 0;
}

/**
 * Runs `work` every day at `hour`:00 UTC on the instance that claims the day first. The work must pick up
 * where its last run got to (a day missed while no instance ran is covered by the next run). Returns the stop.
 */
export function scheduleDaily(
  { db, log }: { db: Db; log: FastifyBaseLogger },
  job: string,
  hour: number,
  work: (now: Date) => Promise<unknown>,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const at = nextRunAt(hour, new Date());
    timer = setTimeout(() => void fire(at), at.getTime() - Date.now());
    timer.unref();
  };
  const fire = async (at: Date) => {
    try {
      if (await claimDay(db, job, at)) {
        log.info({ job }, 'scheduled job started');
        log.info({ job, result: await work(new Date()) }, 'scheduled job done');
      }
    } catch (error) {
      if (!stopped) log.error({ err: error, job }, 'scheduled job failed');
    }
    arm();
  };
  arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
