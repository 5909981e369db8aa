import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alertStatesOf } from '../../../src/core/domain/alertStates.ts';
import type { Db } from '../../db/createDatabase.ts';
import { readouts } from '../../db/deviceSchema.ts';
import type { ExportRecord } from './exportEncoders.ts';

/** Rows per query: big enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 5000;

export interface ExportMeter {
  id: number;
  serialNumber: string;
}

/**
 * The readouts of `meters` (in the given order, each by time) in [after, before), in batches of
 * `EXPORT_BATCH_ROWS`: keyset pagination on the primary key (installation_id, ts), the same on PGlite and
 * PostgreSQL, so an export of any length holds one batch at a time. The cursor is the timestamp's text,
 * which round-trips microseconds a JavaScript Date would cut off.
 */
export async function* readoutBatches(
  db: Db,
  meters: ExportMeter[],
  range: { after?: Date; before?: Date },
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportRecord[]> {
  for (const meter of meters) {
    let cursor: string | null = null;
    for (;;) {
      const rows = await db
        .select({ key: sql<string>`${readouts.ts}::text`, r: readouts })
        .from(readouts)
        .where(
          and(
            eq(readouts.installationId, meter.id),
            range.after ? gte(readouts.ts, range.after) : undefined,
            range.before ? lt(readouts.ts, range.before) : undefined,
            cursor === null ? undefined : sql`${readouts.ts} > ${cursor}::timestamptz`,
          ),
        )
        .orderBy(asc(readouts.ts))
        .limit(batchRows);
      if (rows.length === 0) break;
      cursor = rows[rows.length - 1].key;
      yield rows.map(({ r }) => ({
        serial_number: meter.serialNumber,
        ts: r.ts.toISOString(),
        total_volume: r.totalVolume,
        flow: r.flow,
        level1: r.level1,
        mean_velocity: r.meanVelocity,
        sensor_status: r.sensorStatus,
        temperature: r.temperature,
        battery_voltage: r.batteryVoltage,
        battery1_status: r.battery1Status,
        battery2_status: r.battery2Status,
        battery_lifetime: r.batteryLifetime,
        signal_strength: r.signalStrength,
        spreading_factor: r.spreadingFactor,
        alerts: alertStatesOf(r.alertFlags).join(';'),
      }));
      if (rows.length < batchRows) break;
    }
  }
}
