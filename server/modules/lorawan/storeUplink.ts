import { sql } from 'drizzle-orm';
import type { LorawanOutcome } from '../../../src/core/contract/lorawan.ts';
import { alertBit } from '../../../src/core/domain/alertStates.ts';
import type { LorawanReading } from '../../../src/core/lorawan/index.ts';
import type { Db } from '../../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { deriveReadingAlerts } from '../readouts/deriveReadingAlerts.ts';
import { queueValidation } from '../validation/queueValidation.ts';
import { recordEvent, type LorawanEventRow } from './recordEvent.ts';
import type { UplinkFacts } from './uplinkFacts.ts';

/**
 * Stores an uplink's reading (`source` 'lorawan', with the network's facts) and its event row in one
 * transaction. A replay (the event row of that deduplication id is there) stores nothing: `duplicate`; so does
 * an uplink at an instant the installation already has a reading for. The installation's alerts and newest
 * reading are derived afterwards, as for telegrams.
 */
export async function storeUplink(
  db: Db,
  event: LorawanEventRow & { installationId: number },
  reading: LorawanReading,
  facts: UplinkFacts,
): Promise<{ outcome: LorawanOutcome; reason: string | null }> {
  await ensureReadoutPartitions(db, facts.time, facts.time);
  const flags = reading.alerts.reduce((all, state) => all | alertBit(state), 0);
  const outcome = await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, { ...event, outcome: 'stored' }))) return 'replay';
    const written = rowsOf(
      await tx.execute(sql`
        INSERT INTO readouts (installation_id, ts, total_volume, temperature, battery_lifetime, signal_strength,
          spreading_factor, snr, frame_counter, alert_flags, source)
        VALUES (${event.installationId}, ${facts.time.toISOString()}::timestamptz, ${reading.volumeM3},
          ${reading.temperature}, ${reading.batteryDays}, ${facts.rssi}, ${facts.spreadingFactor}, ${facts.snr},
          ${facts.frameCounter}, ${flags}, 'lorawan')
        ON CONFLICT (installation_id, ts) DO NOTHING
        RETURNING installation_id`),
    );
    if (written.length > 0) return 'stored';
    await tx.execute(sql`
      UPDATE lorawan_events SET outcome = 'duplicate', reason = 'reading_exists'
      WHERE installation_id = ${event.installationId} AND event = ${event.event}
        AND deduplication_id IS NOT DISTINCT FROM ${event.deduplicationId} AND outcome = 'stored'`);
    return 'reading_exists';
  });
  if (outcome !== 'stored') return { outcome: 'duplicate', reason: outcome };
  await deriveReadingAlerts(db, [event.installationId]);
  queueValidation(db, [event.installationId], facts.time, facts.time);
  return { outcome: 'stored', reason: null };
}
