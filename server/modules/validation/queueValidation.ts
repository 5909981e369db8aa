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
 * call after the readings are stored). Requests coalesce per meter into one range and run in batches of meters beside
 * the requests, so a burst of telegrams costs one run per meter, not one per telegram; the
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

/** Meters validated by one call at most: a few chunks of the set-based validation. */
const BATCH_METERS = 500;

/**
 * Drains the queue a batch at a time: the pending meters sorted by range start, cut where the batch's common
 * range would grow past twice the longest range in it (plus a day) or the batch past `BATCH_METERS`. A batch is
 * one `validateMeters` call over the union of its ranges, so a burst of telegrams or uplinks from many meters
 * costs a few set-based statements, not several statements per meter. Validating a meter over a wider range than
 * it asked for finds the same findings (a run is idempotent over any range).
 */
async function drain(db: Db, queue: Queue, log: Logger | undefined): Promise<void> {
  // let the ingestion that queued this finish its answer first
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (queue.pending.size > 0) {
    const batches = batchesOf([...queue.pending.entries()]);
    queue.pending.clear();
    for (const batch of batches) {
      try {
        await validateMeters(db, batch.ids, { from: new Date(batch.from), to: new Date(batch.to) });
      } catch (err) {
        log?.error({ err, installationIds: batch.ids.length }, 'validation after ingestion failed');
      }
    }
  }
}

interface Batch extends Pending {
  ids: number[];
  longest: number;
}

function batchesOf(entries: Array<[number, Pending]>): Batch[] {
  entries.sort((a, b) => a[1].from - b[1].from);
  const batches: Batch[] = [];
  let current: Batch | null = null;
  for (const [id, range] of entries) {
    const longest = Math.max(current?.longest ?? 0, range.to - range.from);
    const from = current ? current.from : range.from;
    const to = Math.max(current?.to ?? range.to, range.to);
    if (current && current.ids.length < BATCH_METERS && to - from <= 2 * longest + 86_400_000) {
      current.ids.push(id);
      current.to = to;
      current.longest = longest;
      continue;
    }
    current = { ids: [id], from: range.from, to: range.to, longest: range.to - range.from };
    batches.push(current);
  }
  return batches;
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
