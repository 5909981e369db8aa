import { sql } from 'drizzle-orm';
import type { LorawanOutcome } from '../../../src/core/contract/lorawan.ts';
import { alertBit } from '../../../src/core/domain/alertStates.ts';
import type { LorawanReading } from '../../../src/core/lorawan/index.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import type { Db } from '../../db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { advanceReadingAlerts, lockMeters } from '../readouts/advanceReadingAlerts.ts';
import type { AlertReading } from '../readouts/readingAlertStep.ts';
import { queueReadingsValidation } from '../validation/queueValidation.ts';
import type { LorawanEventRow } from './recordEvent.ts';
import type { UplinkFacts } from './uplinkFacts.ts';

/** A decoded uplink of a known installation, ready to be written. */
export interface UplinkToStore {
  event: LorawanEventRow & { installationId: number };
  reading: LorawanReading;
  facts: UplinkFacts;
}

export interface UplinkStored {
  outcome: Extract<LorawanOutcome, 'stored' | 'duplicate'>;
  /** why nothing was stored: `replay` (the event came before), `reading_exists` (a reading at that instant) */
  reason: 'replay' | 'reading_exists' | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stores uplinks' readings (`source` 'lorawan', with the network's facts) and their event rows in one
 * transaction, a few statements however many uplinks. A replay (an event row of that installation, kind and
 * deduplication id is there, or comes earlier in `uplinks`) stores nothing: `duplicate`; so does an uplink at an
 * instant its installation already has a reading for, whose event row then says so. The installations' alerts,
 * newest reading and volume move on by the readings in the same transaction (readouts/advanceReadingAlerts.ts).
 * Answers one outcome per uplink, in the order given.
 */
export async function storeUplinks(db: Db, uplinks: readonly UplinkToStore[]): Promise<UplinkStored[]> {
  if (uplinks.length === 0) return [];
  await ensureMonths(
    db,
    uplinks.map((u) => u.facts.time),
  );
  const answers: UplinkStored[] = uplinks.map(() => ({ outcome: 'duplicate', reason: 'replay' }));
  // a replay within the group is one as much as a replay of an event stored before
  const seen = new Set<string>();
  const fresh = uplinks.flatMap((uplink, index) => {
    const { installationId, event, deduplicationId } = uplink.event;
    if (deduplicationId === null) return [index];
    const key = JSON.stringify([installationId, event, deduplicationId]);
    if (seen.has(key)) return [];
    seen.add(key);
    return [index];
  });
  const stored = await db.transaction(async (tx) => {
    const meters = await lockMeters(tx, [...new Set(uplinks.map((u) => u.event.installationId))]);
    const logged = await insertEvents(
      tx,
      fresh.map((index) => ({ index, row: uplinks[index].event })),
    );
    const readings = await insertReadings(
      tx,
      logged.map(({ index }) => ({ index, uplink: uplinks[index] })),
    );
    const existing = logged.filter(({ index }) => !readings.has(index));
    for (const { index } of existing) answers[index] = { outcome: 'duplicate', reason: 'reading_exists' };
    for (const index of readings.keys()) answers[index] = { outcome: 'stored', reason: null };
    if (existing.length > 0)
      await tx.execute(sql`
        UPDATE lorawan_events SET outcome = 'duplicate', reason = 'reading_exists'
        WHERE id = ANY(${arrayLiteral(existing.map((e) => e.id))}::int[])`);
    const written = [...readings.values()];
    await advanceReadingAlerts(tx, meters, written);
    return written;
  });
  queueReadingsValidation(db, stored);
  return answers;
}

/**
 * The event rows, all 'stored' for now, in one statement: each takes its id from the sequence first, so that the
 * rows written (not replays of a stored event) are known by their index whatever order they come back in.
 */
async function insertEvents(
  tx: Tx,
  events: Array<{ index: number; row: LorawanEventRow }>,
): Promise<Array<{ id: number; index: number }>> {
  if (events.length === 0) return [];
  const column = <T extends string | number | null>(pick: (row: LorawanEventRow) => T) => arrayLiteral(events.map((e) => pick(e.row)));
  const rows = rowsOf<{ id: number | string; at: number | string }>(
    await tx.execute(sql`
      WITH given AS MATERIALIZED (
        SELECT nextval(pg_get_serial_sequence('lorawan_events', 'id')) AS id, u.*
        FROM unnest(${arrayLiteral(events.map((e) => e.index))}::int[], ${column((r) => r.event)}::text[],
          ${column((r) => r.deduplicationId)}::text[], ${column((r) => r.devEui)}::text[],
          ${column((r) => r.companyId)}::int[], ${column((r) => r.installationId)}::int[],
          ${column((r) => r.reason)}::text[]) AS u(at, event, dedup, eui, company, installation, reason)),
      written AS (
        INSERT INTO lorawan_events (id, event, deduplication_id, dev_eui, company_id, installation_id, outcome, reason)
        SELECT id, event, dedup, eui, company, installation, 'stored', reason FROM given
        ON CONFLICT (installation_id, event, deduplication_id)
          WHERE installation_id IS NOT NULL AND deduplication_id IS NOT NULL DO NOTHING
        RETURNING id)
      SELECT given.id, given.at FROM given JOIN written USING (id)`),
  );
  return rows.map((row) => ({ id: Number(row.id), index: Number(row.at) }));
}

/**
 * The uplinks' readings, the first of the group at an instant of an installation only; answers those written
 * (not at an instant the installation already has), by the uplink's index.
 */
async function insertReadings(
  tx: Tx,
  uplinks: Array<{ index: number; uplink: UplinkToStore }>,
): Promise<Map<number, AlertReading>> {
  const byInstant = new Map<string, { index: number; reading: AlertReading; uplink: UplinkToStore }>();
  for (const { index, uplink } of uplinks) {
    const { installationId } = uplink.event;
    const key = `${installationId}@${uplink.facts.time.getTime()}`;
    if (byInstant.has(key)) continue;
    const alertFlags = uplink.reading.alerts.reduce((all, state) => all | alertBit(state), 0);
    const reading = {
      installationId,
      ts: uplink.facts.time,
      totalVolume: uplink.reading.volumeM3,
      flow: null,
      alertFlags,
    };
    byInstant.set(key, { index, reading, uplink });
  }
  const found = new Map<number, AlertReading>();
  if (byInstant.size === 0) return found;
  const entries = [...byInstant.values()];
  const column = <T extends string | number | null>(pick: (entry: (typeof entries)[number]) => T) => arrayLiteral(entries.map(pick));
  const rows = rowsOf<{ installation_id: number; ms: number | string }>(
    await tx.execute(sql`
      INSERT INTO readouts (installation_id, ts, total_volume, temperature, battery_lifetime, signal_strength,
        spreading_factor, snr, frame_counter, alert_flags, source)
      SELECT i, ts, tv, t, bl, sig, sf, snr, fc, af, 'lorawan'
      FROM unnest(${column((e) => e.reading.installationId)}::int[], ${column((e) => e.reading.ts.toISOString())}::timestamptz[],
        ${column((e) => e.reading.totalVolume)}::float8[], ${column((e) => e.uplink.reading.temperature)}::float8[],
        ${column((e) => e.uplink.reading.batteryDays)}::int[], ${column((e) => e.uplink.facts.rssi)}::smallint[],
        ${column((e) => e.uplink.facts.spreadingFactor)}::smallint[], ${column((e) => e.uplink.facts.snr)}::float8[],
        ${column((e) => e.uplink.facts.frameCounter)}::bigint[], ${column((e) => e.reading.alertFlags)}::int[])
        AS u(i, ts, tv, t, bl, sig, sf, snr, fc, af)
      ON CONFLICT (installation_id, ts) DO NOTHING
      RETURNING installation_id, round(extract(epoch FROM ts) * 1000)::float8 AS ms`),
  );
  for (const row of rows) {
    const entry = byInstant.get(`${row.installation_id}@${Number(row.ms)}`);
    if (entry) found.set(entry.index, entry.reading);
  }
  return found;
}

/** The months whose readouts partition is known to be there, per database: one look-up per month, not per uplink. */
const ensured = new WeakMap<Db, Set<number>>();

async function ensureMonths(db: Db, times: readonly Date[]) {
  const known = ensured.get(db) ?? new Set<number>();
  ensured.set(db, known);
  for (const time of times) {
    const month = time.getUTCFullYear() * 12 + time.getUTCMonth();
    if (known.has(month)) continue;
    await ensureReadoutPartitions(db, time, time);
    known.add(month);
  }
}
