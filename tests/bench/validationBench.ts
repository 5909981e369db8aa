// Validation of readings (VEE): M meters × a year of 15-minute readings, every rule in one set-based
// statement per chunk of meters, beside one scan of the same rows (same run). The issue's target is 1,000
// meters (35M rows) in ≤ 60 s on PostgreSQL; rows/s lets the figure be extrapolated from a smaller run.
// Also the validation an ingestion queues (one meter, its last two days and the new readings), which must
// stay as light as a request. BENCH_VALIDATION_METERS sets M (default 10: 350k rows); PGlite by default,
// BENCH_DATABASE_URL=postgres://… (an empty database) runs it on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { ensureReadoutPartitions } from '../../server/db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../server/db/rowsOf.ts';
import { companies } from '../../server/db/schema.ts';
import { validateMeters } from '../../server/modules/validation/validateMeters.ts';
import { startTestServer } from '../support/startTestServer.ts';
import { benchLogin } from './benchApiCall.ts';
import { percentile, timedCurrent } from './lightRequest.ts';

const METERS = Number(process.env.BENCH_VALIDATION_METERS ?? 10);
const FROM = '2023-01-01T00:00:00Z';
const TO = '2024-01-01T00:00:00Z';

export interface ValidationBenchRow {
  name: string;
  value: string;
  baseline: string;
}

const perSecond = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en')} rows/s`;

export async function benchValidation(): Promise<ValidationBenchRow[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) process.env.SEED_READOUT_DAYS ??= '0.05';
  const server = await startTestServer({ staticDir: false, databaseUrl });
  try {
    const { db } = server.built.ctx;
    const [company] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
    const made = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO installations (serial_number, meter_type, company_id)
        SELECT 'VEE-BENCH-' || lpad(g::text, 5, '0'), 'rcmlrwotaa', ${company.id}::int
        FROM generate_series(1, ${METERS}::int) AS g RETURNING id`),
    );
    const ids = made.map((row) => Number(row.id));
    await ensureReadoutPartitions(db, new Date(FROM), new Date(TO));
    // a rising register with a gap of an hour every few days, so the checks find something to write
    for (const id of ids)
      await db.execute(sql`
        INSERT INTO readouts (installation_id, ts, total_volume)
        SELECT ${id}::int, t, extract(epoch FROM t - ${FROM}::timestamptz) / 3.6e6
        FROM generate_series(${FROM}::timestamptz, ${TO}::timestamptz - interval '15 minutes', interval '15 minutes') AS t
        WHERE extract(epoch FROM t)::bigint % 259200 NOT BETWEEN 1 AND 3600`);
    if (databaseUrl) await db.execute(sql`ANALYZE readouts`);
    const [{ n }] = rowsOf<{ n: string }>(
      await db.execute(
        sql`SELECT count(*) AS n FROM readouts WHERE installation_id IN ${sql.raw(`(${ids.join(',')})`)}`,
      ),
    );
    const rows = Number(n);
    const scanStarted = performance.now();
    await db.execute(sql`SELECT count(*), sum(total_volume), max(alert_flags), max(frame_counter) FROM readouts
      WHERE installation_id IN ${sql.raw(`(${ids.join(',')})`)} AND ts >= ${FROM}::timestamptz AND ts < ${TO}::timestamptz`);
    const scanMs = performance.now() - scanStarted;
    const started = performance.now();
    const result = await validateMeters(db, ids, { from: new Date(FROM), to: new Date(TO) });
    const ms = performance.now() - started;
    const at35M = (35_040_000 / (rows / (ms / 1000))).toFixed(0);
    // what an ingestion queues: one meter, two days before its new readings and the day they cover, one
    // after the other, with auth/current/ timed beside them (and idle before)
    const small = { from: new Date('2023-06-10T00:00:00Z'), to: new Date('2023-06-13T00:00:00Z') };
    const token = await benchLogin(server, 'admin@example.com');
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) idle.push(await timedCurrent(server, token));
    const smallRuns: number[] = [];
    const busy: number[] = [];
    let done = false;
    const light = (async () => {
      while (!done) busy.push(await timedCurrent(server, token));
    })();
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      await validateMeters(db, [ids[i % ids.length]], small);
      smallRuns.push(performance.now() - started);
    }
    done = true;
    await light;
    const p = (list: number[], q: number) => `${percentile(list, q).toFixed(1)} ms`;
    return [
      {
        name: `validation of ${METERS} meters × a year of 15-minute readings (${rows.toLocaleString('en')} rows, ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
        value: `${(ms / 1000).toFixed(1)} s, ${perSecond(rows, ms)}, ${result.findings} findings; 35M rows ≈ ${at35M} s`,
        baseline: `one scan of the same rows ${(scanMs / 1000).toFixed(2)} s, ${perSecond(rows, scanMs)}`,
      },
      {
        name: `validation an ingestion queues, one meter × 3 days, back to back (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
        value: `each p50 ${p(smallRuns, 50)}, p99 ${p(smallRuns, 99)}; auth/current/ beside them p50 ${p(busy, 50)}, p99 ${p(busy, 99)}`,
        baseline: `auth/current/ idle p50 ${p(idle, 50)}, p99 ${p(idle, 99)}`,
      },
    ];
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchValidation()) console.log(`${row.name}: ${row.value} | ${row.baseline}`);
  process.exit(0);
}
