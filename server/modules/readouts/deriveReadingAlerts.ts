import { inArray, max, min } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { readouts } from '../../db/deviceSchema.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { deriveAlerts } from '../../simulate/deriveAlerts.ts';
import { applyNightFlowAlerts } from './applyNightFlowAlerts.ts';

/** Installations per derivation: their readings are aggregated together, a month at a time. */
const CHUNK = 500;

/**
 * The alerts (and newest reading, volume and open-alert count) of installations that got new readings,
 * derived over their whole history as for generated readings: an episode may run across the new readings.
 * Bulk imports call it once their readings are written; telegrams, uplinks and tours move alerts on reading by
 * reading instead (advanceReadingAlerts.ts).
 */
export async function deriveReadingAlerts(db: Db, installationIds: readonly number[]): Promise<void> {
  for (let at = 0; at < installationIds.length; at += CHUNK) {
    const ids = installationIds.slice(at, at + CHUNK);
    const [span] = await db
      .select({ first: min(readouts.ts), last: max(readouts.ts) })
      .from(readouts)
      .where(inArray(readouts.installationId, ids));
    if (span?.first && span.last) await deriveAlerts(db, ids, new Date(span.first), new Date(span.last));
    // the derivation above replaced every alert of the meters, their night-flow alerts too
    await applyNightFlowAlerts(db, ids);
    await yieldToEventLoop();
  }
}
