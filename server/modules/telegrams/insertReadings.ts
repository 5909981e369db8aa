import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import type { TelegramReading } from './telegramReading.ts';

/**
 * Telegram readings as one INSERT … SELECT FROM unnest(column arrays), `source` 'wmbus': nine parameters however
 * many rows (thousands of separate parameters cost more to bind than the rows to write). A reading the
 * installation already has at that time is skipped; the answer is the readings written, in the order given.
 */
export async function insertReadings(
  db: Pick<Db, 'execute'>,
  readings: readonly TelegramReading[],
): Promise<TelegramReading[]> {
  if (readings.length === 0) return [];
  const column = (pick: (r: TelegramReading) => number | null) => arrayLiteral(readings.map(pick));
  const rows = rowsOf<{ installation_id: number; ms: number | string }>(
    await db.execute(sql`
      INSERT INTO readouts (installation_id, ts, total_volume, flow, temperature, battery_lifetime, signal_strength,
        alert_flags, source)
      SELECT i, to_timestamp(ms / 1000.0), tv, f, t, bl, sig, af, 'wmbus'
      FROM unnest(${column((r) => r.installationId)}::int[], ${column((r) => r.ts.getTime())}::float8[],
        ${column((r) => r.totalVolume)}::float8[], ${column((r) => r.flow)}::float8[],
        ${column((r) => r.temperature)}::float8[], ${column((r) => r.batteryLifetime)}::int[],
        ${column((r) => r.signalStrength)}::smallint[], ${column((r) => r.alertFlags)}::int[])
        AS u(i, ms, tv, f, t, bl, sig, af)
      ON CONFLICT (installation_id, ts) DO NOTHING
      RETURNING installation_id, (extract(epoch FROM ts) * 1000)::float8 AS ms`),
  );
  const written = new Set(rows.map((row) => `${row.installation_id}@${Number(row.ms)}`));
  return readings.filter((r) => written.has(`${r.installationId}@${r.ts.getTime()}`));
}
