import { and, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import type { Db } from '../db/createDatabase.ts';
import { alerts, installationLatest, installations, readouts } from '../db/deviceSchema.ts';
import { alertEpisodes, type DayStats } from './alertEpisodes.ts';
import { yieldToEventLoop } from '../jobs/yieldToEventLoop.ts';

const DAY_MS = 86_400_000;
const INSERT_CHUNK = 1_000;
const WINDOW_DAYS = 31;

/**
 * Replaces the alerts of `installationIds` with those their readouts in [start, end] show (rules in
 * alertEpisodes.ts), then stores each installation's open-alert count, newest reading and volume. Rejected
 * readings count for none of them.
 */
export async function deriveAlerts(db: Db, installationIds: number[], start: Date, end: Date): Promise<number> {
  if (installationIds.length === 0) return 0;
  const day = sql<number>`floor(date_part('epoch', ${readouts.ts} - ${start.toISOString()}::timestamptz) / 86400)::int`;
  // a month of days per query, yielding between them: one aggregate over years of readings holds the
  // embedded database (and this thread) for a long while; months align on days, so no day is split
  const rows = [];
  for (let from = start.getTime(); from <= end.getTime(); from += WINDOW_DAYS * DAY_MS) {
    const to = from + WINDOW_DAYS * DAY_MS;
    rows.push(
      ...(await db
        .select({
          id: readouts.installationId,
          day,
          count: sql<number>`count(*)::int`,
          minFlow: sql<number | null>`min(${readouts.flow})`,
          maxFlow: sql<number | null>`max(${readouts.flow})`,
          usage: sql<number>`coalesce(sum(greatest(${readouts.flow}, 0)) / 4, 0)`,
          minVoltage: sql<number | null>`min(${readouts.batteryVoltage})`,
          minLifetime: sql<number | null>`min(${readouts.batteryLifetime})`,
          flags: sql<number>`bit_or(${readouts.alertFlags})`,
        })
        .from(readouts)
        .where(
          and(
            inArray(readouts.installationId, installationIds),
            ne(readouts.quality, 'rejected'),
            gte(readouts.ts, new Date(from)),
            to > end.getTime() ? lte(readouts.ts, end) : lt(readouts.ts, new Date(to)),
          ),
        )
        .groupBy(sql`1, 2`)),
    );
    await yieldToEventLoop();
  }
  const types = await db
    .select({ id: installations.id, meterType: installations.meterType })
    .from(installations)
    .where(inArray(installations.id, installationIds));
  const byInstallation = new Map<number, DayStats[]>();
  for (const { id, ...stats } of rows) {
    const list = byInstallation.get(id) ?? [];
    // PGlite and node-postgres return numeric aggregates as numbers or strings; normalise once here.
    list.push({
      day: Number(stats.day),
      count: Number(stats.count),
      minFlow: stats.minFlow === null ? null : Number(stats.minFlow),
      maxFlow: stats.maxFlow === null ? null : Number(stats.maxFlow),
      usage: Number(stats.usage),
      minVoltage: stats.minVoltage === null ? null : Number(stats.minVoltage),
      minLifetime: stats.minLifetime === null ? null : Number(stats.minLifetime),
      flags: Number(stats.flags),
    });
    byInstallation.set(id, list);
  }
  const lastDay = Math.floor((end.getTime() - start.getTime()) / DAY_MS);
  const dayStart = (d: number) => new Date(start.getTime() + d * DAY_MS);
  const values = types.flatMap(({ id, meterType }) =>
    alertEpisodes(byInstallation.get(id) ?? [], meterType === LORA_METER_TYPE, lastDay).map((episode) => ({
      installationId: id,
      state: episode.state,
      startedAt: dayStart(episode.fromDay),
      endedAt: episode.open ? null : new Date(Math.min(end.getTime(), dayStart(episode.toDay + 1).getTime())),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.delete(alerts).where(inArray(alerts.installationId, installationIds));
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await tx.insert(alerts).values(values.slice(i, i + INSERT_CHUNK));
    const idList = sql.join(
      installationIds.map((id) => sql`${id}`),
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
