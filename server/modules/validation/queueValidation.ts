import type { Db } from '../../db/createDatabase.ts';
import { validateMeters } from './validateMeters.ts';

/** How far before the first stored reading a queued validation looks: the readings the checks compare it with. */
export const VALIDATION_LOOK_BACK_MS = 2 * 86_400_000;

interface Pending {
  from: number;
  to: number;
}

interface Queue {
  pending: Map<number, Pending>;
  running: Promise<void> | null;
}

interface Logger {
  error(details: object, message: string): void;
}

const queues = new WeakMap<Db, Queue>();

/**
 * Queues validation of meters whose readings in [from, to] were just stored, for every ingestion path (one
 * call after the readings are stored). Requests coalesce per meter into one range and run one meter after
 * the other beside the requests, so a burst of telegrams costs one run per meter, not one per telegram; the
 * ingestion answers without waiting. The range starts two days earlier, so the readings before the new ones
 * are compared with them.
 */
export function queueValidation(db: Db, installationIds: Iterable<number>, from: Date, to: Date, log?: Logger): void {
  let queue = queues.get(db);
  if (!queue) {
    queue = { pending: new Map(), running: null };
    queues.set(db, queue);
  }
  const start = from.getTime() - VALIDATION_LOOK_BACK_MS;
  const end = to.getTime() + 1;
  for (const id of installationIds) {
    const known = queue.pending.get(id);
    queue.pending.set(
      id,
      known ? { from: Math.min(known.from, start), to: Math.max(known.to, end) } : { from: start, to: end },
    );
  }
  if (!queue.running && queue.pending.size > 0) {
    const work = queue;
    work.running = drain(db, work, log).finally(() => {
      work.running = null;
    });
  }
}

async function drain(db: Db, queue: Queue, log: Logger | undefined): Promise<void> {
  // let the ingestion that queued this finish its answer first
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (queue.pending.size > 0) {
    const [id, range] = queue.pending.entries().next().value!;
    queue.pending.delete(id);
    try {
      await validateMeters(db, [id], { from: new Date(range.from), to: new Date(range.to) });
    } catch (err) {
      log?.error({ err, installationId: id }, 'validation after ingestion failed');
    }
  }
}

/** Resolves once the queued validations of `db` are done (tests, shutdown). */
export async function validationQueueIdle(db: Db): Promise<void> {
  const queue = queues.get(db);
  while (queue?.running) await queue.running;
}

/** `queueValidation` for stored readings: their meters over the span of their times. */
export function queueReadingsValidation(db: Db, readings: ReadonlyArray<{ installationId: number; ts: Date }>): void {
  if (readings.length === 0) return;
  let [first, last] = [Infinity, -Infinity];
  for (const { ts } of readings) [first, last] = [Math.min(first, ts.getTime()), Math.max(last, ts.getTime())];
  queueValidation(db, new Set(readings.map((r) => r.installationId)), new Date(first), new Date(last));
}
