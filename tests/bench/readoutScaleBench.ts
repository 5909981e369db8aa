// Readouts at scale (PostgreSQL, BENCH_DATABASE_URL): a table of METERS meters × DAYS days of 15-minute
// readings, filled in SQL (INSERT … SELECT generate_series, not the app), and on it a report and an export
// each beside the same on a table holding only the asked month (same run, same server): the times should
// follow the asked range, not the table. BENCH_READOUT_METERS (default 1000) and BENCH_READOUT_DAYS
// (default 90; 365 is 35M rows at 1000 meters, 4.4 GB, about 4 minutes here) size it. Both databases are dropped afterwards.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { READOUT_EXPORT_COLUMNS } from '../../src/core/contract/readouts.ts';
import { createDatabase, type Database } from '../../server/db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../server/db/ensureReadoutPartitions.ts';
import { readoutDocument } from '../../server/modules/exports/readoutLineSql.ts';
import { readoutTextBatches } from '../../server/modules/exports/readoutTextBatches.ts';
import { rowsOf } from '../../server/db/rowsOf.ts';
import type { ReportRequest } from '../../server/modules/reports/parseReportQuery.ts';
import { reportSeries } from '../../server/modules/reports/runReport.ts';

export interface ReadoutScaleRow {
  name: string;
  value: string;
  baseline: string;
}

const DAY_MS = 86_400_000;
const QUARTER_HOUR_MS = 900_000;
/** The data ends here; the asked month is the last one, December 2024. */
const END = Date.parse('2025-01-01T00:00:00Z');
const MONTH = { after: new Date('2024-12-01T00:00:00Z'), before: new Date(END) };
const WEEK = { after: new Date('2024-12-09T00:00:00Z'), before: new Date('2024-12-16T00:00:00Z') };
const DAY = { after: new Date('2024-12-10T00:00:00Z'), before: new Date('2024-12-11T00:00:00Z') };
const EXPORT_METERS = 100;

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function openDatabase(adminUrl: string, name: string): Promise<Database> {
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return createDatabase({ databaseUrl: url.toString() });
}

/** 15-minute readings of meters 1…`meters` in [from, to), one statement per month, each in key order. */
async function fill(database: Database, meters: number, from: number, to: number): Promise<number> {
  const { db } = database;
  await ensureReadoutPartitions(db, new Date(from), new Date(to - 1));
  let rows = 0;
  for (let start = from; start < to;) {
    const month = new Date(start);
    const next = Math.min(to, Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    await db.execute(sql`
      INSERT INTO readouts (installation_id, ts, total_volume, flow, temperature, battery_voltage, sensor_status,
        signal_strength, alert_flags)
      SELECT m, t, m * 10 + extract(epoch FROM t) / 3.6e5, 1 + sin(extract(epoch FROM t) / 36000 + m), 12.5, 3.6,
        0, -90, 0
      FROM generate_series(1, ${meters}::int) AS m
      CROSS JOIN generate_series(${new Date(start).toISOString()}::timestamptz,
        ${new Date(next - 1).toISOString()}::timestamptz, interval '15 minutes') AS t`);
    rows += meters * Math.ceil((next - start) / QUARTER_HOUR_MS);
    start = next;
  }
  return rows;
}

/** Vacuumed and analysed, as a table some time after its writes: no autovacuum running into the timings. */
async function settle(database: Database): Promise<void> {
  await database.db.execute(sql`VACUUM (ANALYZE) readouts`);
}

const elapsed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};
const medianOf = (samples: number[]) => samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/** Medians of `a` and `b`, their runs interleaved so whatever else the machine does weighs on both alike. */
async function medians(times: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  await a();
  await b();
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < times; i++) {
    samples[0].push(await elapsed(a));
    samples[1].push(await elapsed(b));
  }
  return [medianOf(samples[0]), medianOf(samples[1])];
}

const report = (db: Database, request: Omit<ReportRequest, 'tz'>) => () =>
  reportSeries(db.db, [7], { ...request, tz: 'UTC' });

const exportDay = (db: Database) => async () => {
  const meters = Array.from({ length: EXPORT_METERS }, (_, i) => ({ id: i + 1, serialNumber: `M${i + 1}` }));
  let bytes = 0;
  for await (const text of readoutTextBatches(db.db, meters, DAY, readoutDocument('csv', READOUT_EXPORT_COLUMNS)))
    bytes += text.length;
  return bytes;
};

async function tableSize(database: Database): Promise<string> {
  const [row] = rowsOf<{ size: string }>(
    await database.db.execute(sql`SELECT pg_size_pretty(sum(pg_total_relation_size(inhrelid))) AS size
      FROM pg_inherits WHERE inhparent = 'readouts'::regclass`),
  );
  return row.size;
}

export async function benchReadoutScale(): Promise<ReadoutScaleRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl)
    return [
      {
        name: 'readouts at scale',
        value: 'skipped',
        baseline: 'needs BENCH_DATABASE_URL: partitions are measured on PostgreSQL (PGlite would take hours to fill)',
      },
    ];
  const meters = Number(process.env.BENCH_READOUT_METERS ?? 1000);
  const days = Number(process.env.BENCH_READOUT_DAYS ?? 90);
  const suffix = randomBytes(4).toString('hex');
  const names = [`bench_readouts_full_${suffix}`, `bench_readouts_month_${suffix}`];
  const opened: Database[] = [];
  try {
    const full = await openDatabase(adminUrl, names[0]);
    opened.push(full);
    const month = await openDatabase(adminUrl, names[1]);
    opened.push(month);
    const started = performance.now();
    const fullRows = await fill(full, meters, END - days * DAY_MS, END);
    const seconds = (performance.now() - started) / 1000;
    const monthRows = await fill(month, meters, MONTH.after.getTime(), END);
    await settle(full);
    await settle(month);
    const fullSize = await tableSize(full);
    const scale = `${(fullRows / 1e6).toFixed(1)}M rows, ${meters} meters × ${days} d, ${fullSize}`;
    const only = `only the asked month (${(monthRows / 1e6).toFixed(1)}M rows)`;
    const rows: ReadoutScaleRow[] = [
      {
        name: `fill readouts in SQL (INSERT … SELECT generate_series, partitioned, with its key)`,
        value: `${Math.round(fullRows / seconds).toLocaleString('en')} rows/s`,
        baseline: `${scale} in ${seconds.toFixed(0)} s`,
      },
    ];
    const cases: Array<[string, (db: Database) => () => Promise<unknown>]> = [
      ['report flow by hour, 1 meter × 1 week', (db) => report(db, { type: 'flow', granularity: 'hour', ...WEEK })],
      [
        'report delta volume by day, 1 meter × 1 month',
        (db) => report(db, { type: 'delta_volume', granularity: 'day', ...MONTH }),
      ],
      [`export CSV, ${EXPORT_METERS} meters × 1 day`, exportDay],
    ];
    for (const [name, run] of cases) {
      const [ms, baselineMs] = await medians(11, run(full), run(month));
      rows.push({
        name: `${name} (table of ${scale})`,
        value: `${ms.toFixed(1)} ms`,
        baseline: `${only} ${baselineMs.toFixed(1)} ms`,
      });
    }
    return rows;
  } finally {
    for (const database of opened) await database.close();
    for (const name of names) await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchReadoutScale()) console.log(`${row.name}: ${row.value} | ${row.baseline}`);
  process.exit(0);
}
