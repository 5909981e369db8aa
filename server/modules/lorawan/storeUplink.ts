import { sql } from 'drizzle-orm';
import type { LorawanOutcome } from '../../../src/core/contract/lorawan.ts';
import { alertBit } from '../../../src/core/domain/alertStates.ts';
import type { LorawanReading } from '../../../src/core/lorawan/index.ts';
import type { Db } from '../../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { advanceReadingAlerts, lockMeters } from '../readouts/advanceReadingAlerts.ts';
import { queueValidation } from '../validation/queueValidation.ts';
import { eventInsert, type LorawanEventRow } from './recordEvent.ts';
import type { UplinkFacts } from './uplinkFacts.ts';

/**
 * Stores an uplink's reading (`source` 'lorawan', with the network's facts) and its event row in one
 * transaction. A replay (the event row of that deduplication id is there) stores nothing: `duplicate`; so does
 * an uplink at an instant the installation already has a reading for. The installation's alerts, newest
 * reading and volume move on by this reading in the same transaction, from the reading before it, as for
 * telegrams (readouts/advanceReadingAlerts.ts): a few statements, whatever the meter's history.
 */
export async function storeUplink(
  db: Db,
  event: LorawanEventRow & { installationId: number },
  reading: LorawanReading,
  facts: UplinkFacts,
): Promise<{ outcome: LorawanOutcome; reason: string | null }> {
  await ensureMonth(db, facts.time);
  const flags = reading.alerts.reduce((all, state) => all | alertBit(state), 0);
  const { installationId } = event;
  const outcome = await db.transaction(async (tx) => {
    const meters = await lockMeters(tx, [installationId]);
    // the event's row and the reading in one statement: the reading only when the event is not a replay
    const [written] = rowsOf<{ events: number | string; readings: number | string }>(
      await tx.execute(sql`
        WITH logged AS (${eventInsert({ ...event, outcome: 'stored' })}),
        reading AS (
          INSERT INTO readouts (installation_id, ts, total_volume, temperature, battery_lifetime, signal_strength,
            spreading_factor, snr, frame_counter, alert_flags, source)
          SELECT ${installationId}, ${facts.time.toISOString()}::timestamptz, ${reading.volumeM3},
            ${reading.temperature}, ${reading.batteryDays}, ${facts.rssi}, ${facts.spreadingFactor}, ${facts.snr},
            ${facts.frameCounter}, ${flags}, 'lorawan'
          WHERE EXISTS (SELECT 1 FROM logged)
          ON CONFLICT (installation_id, ts) DO NOTHING
          RETURNING installation_id)
        SELECT (SELECT count(*) FROM logged) AS events, (SELECT count(*) FROM reading) AS readings`),
    );
    if (Number(written.events) === 0) return 'replay';
    if (Number(written.readings) > 0) {
      await advanceReadingAlerts(tx, meters, [
        { installationId, ts: facts.time, totalVolume: reading.volumeM3, flow: null, alertFlags: flags },
      ]);
      return 'stored';
    }
    await tx.execute(sql`
      UPDATE lorawan_events SET outcome = 'duplicate', reason = 'reading_exists'
      WHERE installation_id = ${installationId} AND event = ${event.event}
        AND deduplication_id IS NOT DISTINCT FROM ${event.deduplicationId} AND outcome = 'stored'`);
    return 'reading_exists';
  });
  if (outcome !== 'stored') return { outcome: 'duplicate', reason: outcome };
  queueValidation(db, [event.installationId], facts.time, facts.time);
  return { outcome: 'stored', reason: null };
}

/** The months whose readouts partition is known to be there, per database: one look-up per month, not per uplink. */
const ensured = new WeakMap<Db, Set<number>>();

async function ensureMonth(db: Db, time: Date) {
  const month = time.getUTCFullYear() * 12 + time.getUTCMonth();
  const known = ensured.get(db) ?? new Set<number>();
  if (known.has(month)) return;
  await ensureReadoutPartitions(db, time, time);
  ensured.set(db, known.add(month));
}
