import { inArray, sql } from 'drizzle-orm';
import type { AlertState } from '../../src/core/domain/alertStates.ts';
import { LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import { arrayLiteral } from '../db/arrayLiteral.ts';
import type { Db } from '../db/createDatabase.ts';
import { alerts, installationLatest, installations, readouts } from '../db/deviceSchema.ts';
import { rowsOf } from '../db/rowsOf.ts';
import { alertEpisodes, PEAK_DAYS, type DayStats, type EpisodeStart } from './alertEpisodes.ts';
import { yieldToEventLoop } from '../jobs/yieldToEventLoop.ts';

const DAY_MS = 86_400_000;
const INSERT_CHUNK = 1_000;
const WINDOW_DAYS = 31;

/**
 * One meter's derivation: its days (day 0 starts at `anchorMs`, the last is the one of `endMs`, its newest reading),
 * the day it is derived from and the alerts running into that day.
 */
export interface MeterDerivation {
  id: number;
  lora: boolean;
  anchorMs: number;
  endMs: number;
  start: EpisodeStart;
}

const iso = (ms: number) => new Date(ms).toISOString();
const dayStart = (meter: MeterDerivation, day: number) => meter.anchorMs + day * DAY_MS;

/**
 * Replaces the alerts of `installationIds` with those their readouts in [start, end] show (rules in
 * alertEpisodes.ts), then stores each installation's open-alert count, newest reading and volume. Rejected
 * readings count for none of them.
 */
export async function deriveAlerts(db: Db, installationIds: number[], start: Date, end: Date): Promise<number> {
  if (installationIds.length === 0) return 0;
  const types = await db
    .select({ id: installations.id, meterType: installations.meterType })
    .from(installations)
    .where(inArray(installations.id, installationIds));
  return replaceDerivedAlerts(
    db,
    types.map(({ id, meterType }) => ({
      id,
      lora: meterType === LORA_METER_TYPE,
      anchorMs: start.getTime(),
      endMs: end.getTime(),
      start: { day: 0, running: new Map() },
    })),
  );
}

/**
 * Derives the meters' alerts from their start day to their newest reading and replaces those stored from that day
 * on (all but `night_flow`, applyNightFlowAlerts.ts), keeping the alerts that ended before; then stores each
 * meter's open-alert count, newest reading and volume. The readouts of the PEAK_DAYS before the start day are read
 * for the usual peaks only. Answers how many alerts were stored.
 */
export async function replaceDerivedAlerts(db: Db, meters: readonly MeterDerivation[]): Promise<number> {
  if (meters.length === 0) return 0;
  const byInstallation = await dayStatsOf(db, meters);
  const values = meters.flatMap((meter) => {
    const lastDay = Math.floor((meter.endMs - meter.anchorMs) / DAY_MS);
    return alertEpisodes(byInstallation.get(meter.id) ?? [], meter.lora, lastDay, meter.start).map((episode) => ({
      installationId: meter.id,
      state: episode.state,
      startedAt: new Date(dayStart(meter, episode.fromDay)),
      endedAt: episode.open ? null : new Date(Math.min(meter.endMs, dayStart(meter, episode.toDay + 1))),
    }));
  });
  const ids = arrayLiteral(meters.map((meter) => meter.id));
  const starts = arrayLiteral(meters.map((meter) => iso(dayStart(meter, meter.start.day))));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      DELETE FROM ${alerts} AS a USING unnest(${ids}::int[], ${starts}::timestamptz[]) AS s(id, start)
      WHERE a.installation_id = s.id AND a.state <> 'night_flow' AND (a.ended_at IS NULL OR a.ended_at > s.start)`);
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await tx.insert(alerts).values(values.slice(i, i + INSERT_CHUNK));
    const idList = sql.join(
      meters.map((meter) => sql`${meter.id}`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${installationLatest} AS i
      SET alert_count = (SELECT count(*) FROM ${alerts} a WHERE a.installation_id = i.installation_id AND a.ended_at IS NULL)
      WHERE i.installation_id IN (${idList})`);
    await tx.execute(sql`
      UPDATE ${installationLatest} AS i SET last_readout_at = latest.ts, volume_m3 = latest.total_volume
      FROM (
        SELECT DISTINCT ON (installation_id) installation_id, ts, total_volume FROM ${readouts}
        WHERE installation_id IN (${idList}) AND quality <> 'rejected' ORDER BY installation_id, ts DESC
      ) AS latest
      WHERE i.installation_id = latest.installation_id`);
  });
  return values.length;
}

/**
 * The meters' readouts aggregated by day of each meter, from PEAK_DAYS before its start day (not before day 0) to
 * its newest reading: a month of readouts per query, yielding between them (one aggregate over years of readings
 * holds the embedded database, and this thread, for a long while).
 */
async function dayStatsOf(db: Db, meters: readonly MeterDerivation[]): Promise<Map<number, DayStats[]>> {
  const since = (meter: MeterDerivation) => dayStart(meter, Math.max(0, meter.start.day - PEAK_DAYS));
  const m = sql`unnest(${arrayLiteral(meters.map((meter) => meter.id))}::int[],
    ${arrayLiteral(meters.map((meter) => meter.anchorMs))}::float8[],
    ${arrayLiteral(meters.map((meter) => iso(since(meter))))}::timestamptz[],
    ${arrayLiteral(meters.map((meter) => iso(meter.endMs)))}::timestamptz[]) AS m(id, anchor, since, until)`;
  const ids = arrayLiteral(meters.map((meter) => meter.id));
  const first = Math.min(...meters.map(since));
  const last = Math.max(...meters.map((meter) => meter.endMs));
  const byInstallation = new Map<number, DayStats[]>();
  for (let from = first; from <= last; from += WINDOW_DAYS * DAY_MS) {
    const rows = rowsOf<Record<string, number | string | null>>(
      await db.execute(sql`
        SELECT r.installation_id AS id,
          floor(((extract(epoch FROM r.ts) * 1000)::float8 - m.anchor) / ${DAY_MS})::int AS day,
          count(*)::int AS count, min(r.flow) AS min_flow, max(r.flow) AS max_flow,
          coalesce(sum(greatest(r.flow, 0)) / 4, 0) AS usage, min(r.battery_voltage) AS min_voltage,
          min(r.battery_lifetime) AS min_lifetime, bit_or(r.alert_flags) AS flags
        FROM ${readouts} AS r JOIN ${m} ON r.installation_id = m.id AND r.ts >= m.since AND r.ts <= m.until
        WHERE r.installation_id = ANY(${ids}::int[]) AND r.quality <> 'rejected'
          AND r.ts >= ${iso(from)}::timestamptz AND r.ts < ${iso(from + WINDOW_DAYS * DAY_MS)}::timestamptz
        GROUP BY 1, 2`),
    );
    for (const row of rows) {
      const id = Number(row.id);
      const list = byInstallation.get(id) ?? [];
      // PGlite and node-postgres return numeric aggregates as numbers or strings; normalise once here.
      list.push({
        day: Number(row.day),
        count: Number(row.count),
        minFlow: numberOrNull(row.min_flow),
        maxFlow: numberOrNull(row.max_flow),
        usage: Number(row.usage),
        minVoltage: numberOrNull(row.min_voltage),
        minLifetime: numberOrNull(row.min_lifetime),
        flags: Number(row.flags),
      });
      byInstallation.set(id, list);
    }
    await yieldToEventLoop();
  }
  return byInstallation;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The alerts of each meter running into its start day (not `night_flow`), by state: the day each started. */
export async function runningAlerts(
  db: Db,
  meters: ReadonlyArray<Pick<MeterDerivation, 'id' | 'anchorMs'> & { day: number }>,
): Promise<Map<number, Map<AlertState, number>>> {
  const running = new Map(meters.map((meter) => [meter.id, new Map<AlertState, number>()]));
  const later = meters.filter((meter) => meter.day > 0);
  if (later.length === 0) return running;
  const anchors = new Map(later.map((meter) => [meter.id, meter.anchorMs]));
  const rows = rowsOf<{ id: number; state: AlertState; ms: number | string }>(
    await db.execute(sql`
      SELECT a.installation_id AS id, a.state, min(extract(epoch FROM a.started_at) * 1000)::float8 AS ms
      FROM ${alerts} AS a JOIN unnest(${arrayLiteral(later.map((meter) => meter.id))}::int[],
        ${arrayLiteral(later.map((meter) => iso(meter.anchorMs + meter.day * DAY_MS)))}::timestamptz[]) AS s(id, start)
        ON a.installation_id = s.id
      WHERE a.state <> 'night_flow' AND a.started_at < s.start AND (a.ended_at IS NULL OR a.ended_at > s.start)
      GROUP BY 1, 2`),
  );
  for (const row of rows)
    running.get(row.id)?.set(row.state, Math.floor((Number(row.ms) - anchors.get(row.id)!) / DAY_MS));
  return running;
}
