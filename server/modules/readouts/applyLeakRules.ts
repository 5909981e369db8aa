import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { createLeakDetector, LEAK_STATES, type LeakEpisode, type LeakRules } from '../../../src/core/domain/leakRules.ts';
import type { Db } from '../../db/createDatabase.ts';
import { alerts, installationLatest } from '../../db/deviceSchema.ts';
import { readoutBatches } from '../exports/readoutBatches.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';

/** readings per query: a week of one meter, so no single read holds the embedded database for long */
const LEAK_BATCH_ROWS = 672;

export interface LeakMeter {
  id: number;
  serialNumber: string;
  meterType: string;
  rules: LeakRules;
}

/**
 * Replaces the leak alerts (continuous flow, burst, backflow, no usage) that start within [from, to] by
 * those the meter's company rules find in its readouts of that period, read in batches (constant memory),
 * then refreshes the meter's open-alert count. Returns how many episodes were found.
 */
export async function applyLeakRules(db: Db, meter: LeakMeter, from: Date, to: Date): Promise<number> {
  const detector = createLeakDetector(meter.rules, meter.meterType);
  for await (const batch of readoutBatches(
    db,
    [meter],
    { after: from, before: new Date(to.getTime() + 1) },
    LEAK_BATCH_ROWS,
  )) {
    for (const row of batch)
      detector.push({
        t: Date.parse(String(row.ts)),
        flow: row.flow as number | null,
        totalVolume: row.total_volume as number | null,
      });
    await yieldToEventLoop();
  }
  const episodes = detector.finish();
  await db.transaction(async (tx) => {
    await tx
      .delete(alerts)
      .where(
        and(
          eq(alerts.installationId, meter.id),
          inArray(alerts.state, [...LEAK_STATES]),
          gte(alerts.startedAt, from),
          lte(alerts.startedAt, to),
        ),
      );
    await storeAlertEpisodes(tx, meter.id, episodes);
  });
  return episodes.length;
}

/** Stores a meter's derived episodes as its alerts, then how many of its alerts are open (in the caller's transaction). */
export async function storeAlertEpisodes(
  tx: Pick<Db, 'insert' | 'update'>,
  installationId: number,
  episodes: ReadonlyArray<Omit<LeakEpisode, 'state'> & { state: string }>,
): Promise<void> {
  if (episodes.length > 0)
    await tx.insert(alerts).values(
      episodes.map((episode) => ({
        installationId,
        state: episode.state,
        startedAt: new Date(episode.from),
        endedAt: episode.open ? null : new Date(episode.to),
      })),
    );
  await refreshAlertCount(tx, installationId);
}

/** Stores how many alerts of the meter are open (the devices list sorts and filters by it). */
export async function refreshAlertCount(tx: Pick<Db, 'update'>, installationId: number): Promise<void> {
  await tx
    .update(installationLatest)
    .set({
      alertCount: sql`(SELECT count(*)::int FROM ${alerts} WHERE ${alerts.installationId} = ${installationId} AND ${alerts.endedAt} IS NULL)`,
    })
    .where(eq(installationLatest.installationId, installationId));
}
