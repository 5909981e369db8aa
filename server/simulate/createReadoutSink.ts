import type { PGlite, Transaction } from '@electric-sql/pglite';
import { is, sql } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from '../db/createDatabase.ts';
import { binaryCopyEncoder } from './binaryCopyEncoder.ts';
import type { ReadoutRow } from './ReadoutRow.ts';

export interface ReadoutSink {
  add(row: ReadoutRow): void;
  /** writes what was added since the last flush; resolves to the number of rows written */
  flush(): Promise<number>;
}

const COLUMNS = `installation_id, ts, total_volume, flow, level1, mean_velocity, sensor_status, temperature,
  battery_voltage, battery1_status, battery2_status, battery_lifetime, signal_strength, spreading_factor, alert_flags`;

/** PGlite: one binary COPY … FROM a blob per flush, the embedded database's fastest way in. */
function pgliteSink(client: PGlite | Transaction): ReadoutSink {
  const encoder = binaryCopyEncoder();
  return {
    add: (row) => encoder.add(row),
    async flush() {
      const count = encoder.rows;
      if (count === 0) return 0;
      await client.query(`COPY readouts (${COLUMNS}) FROM '/dev/blob' WITH (FORMAT binary)`, [], {
        blob: encoder.take(),
      });
      return count;
    },
  };
}

const arrayLiteral = (values: Array<number | null>) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** PostgreSQL: one INSERT … SELECT FROM unnest(column arrays) per flush: 15 parameters, however many rows. */
function postgresSink(db: Db): ReadoutSink {
  const keys = [
    'installationId',
    'epoch',
    'totalVolume',
    'flow',
    'level1',
    'meanVelocity',
    'sensorStatus',
    'temperature',
    'batteryVoltage',
    'battery1Status',
    'battery2Status',
    'batteryLifetime',
    'signalStrength',
    'spreadingFactor',
    'alertFlags',
  ] as const;
  let columns = keys.map(() => [] as Array<number | null>);
  return {
    add: (r) => keys.forEach((key, i) => columns[i].push(r[key])),
    async flush() {
      const count = columns[0].length;
      if (count === 0) return 0;
      // each column goes as one array literal parameter; drizzle would spread a JS array into a row of parameters
      const [id, epoch, tv, flow, l1, mv, ss, temp, bv, b1, b2, bl, sig, sf, af] = columns.map(arrayLiteral);
      columns = keys.map(() => []);
      await db.execute(sql`
        INSERT INTO readouts (${sql.raw(COLUMNS)})
        SELECT i, to_timestamp(e), tv, f, l1, mv, ss, t, bv, b1, b2, bl, sig, sf, af
        FROM unnest(${id}::int[], ${epoch}::float8[], ${tv}::float8[], ${flow}::float8[], ${l1}::float8[],
          ${mv}::float8[], ${ss}::int[], ${temp}::float8[], ${bv}::float8[], ${b1}::smallint[], ${b2}::smallint[],
          ${bl}::int[], ${sig}::smallint[], ${sf}::smallint[], ${af}::int[])
          AS u(i, e, tv, f, l1, mv, ss, t, bv, b1, b2, bl, sig, sf, af)`);
      return count;
    },
  };
}

/**
 * Where simulated readouts go: the fastest bulk path of whichever database `db` is. Inside a transaction
 * the COPY must go through the transaction's own PGlite handle: PGlite runs one transaction at a time, so
 * a COPY on the database itself would wait for the transaction that waits for it.
 */
export function createReadoutSink(db: Db): ReadoutSink {
  const session = (db as unknown as { session?: unknown }).session;
  return is(session, PgliteSession)
    ? pgliteSink((session as unknown as { client: PGlite | Transaction }).client)
    : postgresSink(db);
}
