import type { TelegramResult } from '../../../src/core/contract/telegrams.ts';
import type { Db } from '../../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { advanceReadingAlerts, lockMeters } from '../readouts/advanceReadingAlerts.ts';
import { queueReadingsValidation } from '../validation/queueValidation.ts';
import { insertReadings } from './insertReadings.ts';
import type { TelegramReading } from './telegramReading.ts';

/**
 * Readings per transaction: on the embedded database, which runs each statement on this thread, small enough
 * that other requests get in between (a light request's p99), large enough that a statement carries many rows;
 * a server database runs statements on its own processes, so there fewer, larger transactions cost less.
 */
export const WRITE_SLICE = { pglite: 500, postgres: 2_500 } as const;

export interface PendingReading {
  result: TelegramResult;
  reading: TelegramReading;
}

const keyOf = (installationId: number, ms: number) => `${installationId}@${ms}`;

/**
 * Stores the readings of a request, each slice in one transaction with the alerts it opens and ends and its
 * meters' newest reading, so a crash never leaves a reading without its alerts. A reading its installation
 * already has at that time (stored before, or earlier in the request: `seen`, when the request's readings come
 * in several calls) is a `duplicate`, the rest `stored`. Sorted by meter and time, so a meter's readings mostly
 * share a slice and advance its alerts in order.
 */
export async function storeTelegramReadings(
  db: Db,
  pending: readonly PendingReading[],
  sliceSize: number = WRITE_SLICE.pglite,
  seen = new Set<string>(),
): Promise<void> {
  if (pending.length === 0) return;
  let [first, last] = [Infinity, -Infinity];
  const fresh = new Map<string, PendingReading>();
  for (const entry of pending) {
    const ms = entry.reading.ts.getTime();
    [first, last] = [Math.min(first, ms), Math.max(last, ms)];
    entry.result.outcome = 'duplicate';
    const key = keyOf(entry.reading.installationId, ms);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.set(key, entry);
  }
  if (fresh.size === 0) return;
  await ensureReadoutPartitions(db, new Date(first), new Date(last));
  const ordered = [...fresh.values()].sort(
    (a, b) => a.reading.installationId - b.reading.installationId || a.reading.ts.getTime() - b.reading.ts.getTime(),
  );
  for (let at = 0; at < ordered.length; at += sliceSize) {
    const slice = ordered.slice(at, at + sliceSize);
    const readings = slice.map(({ reading }) => reading);
    const written = await db.transaction(async (tx) => {
      const meters = await lockMeters(tx, [...new Set(readings.map((r) => r.installationId))]);
      await yieldToEventLoop();
      const stored = await insertReadings(tx, readings);
      await yieldToEventLoop();
      await advanceReadingAlerts(tx, meters, stored);
      return new Set(stored);
    });
    for (const { result, reading } of slice) if (written.has(reading)) result.outcome = 'stored';
    await yieldToEventLoop();
  }
  queueReadingsValidation(
    db,
    ordered.map(({ reading }) => reading),
  );
}
