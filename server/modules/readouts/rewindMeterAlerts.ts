import { sql } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import type { AlertReading } from './readingAlertStep.ts';

type Executor = Pick<Db, 'execute'>;

/** Where a meter stands again after a rewind, and the readings to step through from there. */
export interface Rewound {
  lastMs: number;
  volume: number | null;
  readings: AlertReading[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes a meter's alerts back to the reading before `fromMs` (a reading that came late, older than the meter's
 * newest), in the caller's transaction, its meter locked: alerts that started after that reading are dropped,
 * alerts that ended after it are open again, so the alerts open now are those open at that reading. Answers
 * that reading's instant and volume and every reading of the meter after it (those just written included), in
 * time order, for the step to go through again: the alerts come out as if the readings had come in order.
 * With no reading before, the meter is taken back to just before `fromMs`, and alerts from before stay.
 */
export async function rewindMeterAlerts(tx: Executor, installationId: number, fromMs: number): Promise<Rewound> {
  const [before] = rowsOf<{ ms: number | string; total_volume: number | null }>(
    await tx.execute(sql`
      SELECT (extract(epoch FROM ts) * 1000)::float8 AS ms, total_volume FROM readouts
      WHERE installation_id = ${installationId} AND ts < ${iso(fromMs)}::timestamptz
      ORDER BY ts DESC LIMIT 1`),
  );
  const baseMs = before ? Number(before.ms) : fromMs - 1;
  const base = iso(baseMs);
  await tx.execute(
    sql`DELETE FROM alerts WHERE installation_id = ${installationId} AND started_at > ${base}::timestamptz`,
  );
  await tx.execute(sql`
    UPDATE alerts SET ended_at = NULL WHERE installation_id = ${installationId} AND ended_at > ${base}::timestamptz`);
  const rows = rowsOf<{ ms: number | string; total_volume: number; flow: number | null; alert_flags: number | null }>(
    await tx.execute(sql`
      SELECT (extract(epoch FROM ts) * 1000)::float8 AS ms, total_volume, flow, alert_flags FROM readouts
      WHERE installation_id = ${installationId} AND ts > ${base}::timestamptz AND total_volume IS NOT NULL
      ORDER BY ts`),
  );
  return {
    lastMs: baseMs,
    volume: before && before.total_volume !== null ? Number(before.total_volume) : null,
    readings: rows.map((row) => ({
      installationId,
      ts: new Date(Number(row.ms)),
      totalVolume: Number(row.total_volume),
      flow: row.flow === null ? null : Number(row.flow),
      alertFlags: Number(row.alert_flags ?? 0),
    })),
  };
}
