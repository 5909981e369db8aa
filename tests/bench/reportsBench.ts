// Report and export figures: each report request (HTTP, validation, JSON) beside the same SQL run bare,
// and a streamed CSV export of 1M readings beside reading the same keyset batches without encoding.
// PGlite by default; BENCH_DATABASE_URL=postgres://… (an empty database) runs it on PostgreSQL.
// BENCH_EXPORT_10M=1 adds the 10M-row export.
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { Granularity } from '../../src/core/domain/granularity.ts';
import type { ReportType } from '../../src/core/domain/reportTypes.ts';
import { installations } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { readoutBatches } from '../../server/modules/exports/readoutBatches.ts';
import type { ReportRequest } from '../../server/modules/reports/parseReportQuery.ts';
import { reportSql } from '../../server/modules/reports/reportSql.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';

export interface BenchRow {
  name: string;
  ms: number;
  baselineName: string;
  baselineMs: number;
}

const YEAR_START = Date.parse('2023-01-01T00:00:00Z');
const YEAR_END = Date.parse('2024-01-01T00:00:00Z');
const HOUR = 3_600_000;
/** The longest range each granularity allows (spec section 5), ending with the year of data. */
const RANGES: Array<[Granularity, number]> = [
  ['minute', YEAR_END - 2 * HOUR],
  ['quarter_hour', YEAR_END - 24 * HOUR],
  ['hour', YEAR_END - 72 * HOUR],
  ['day', Date.parse('2023-10-01T00:00:00Z')],
  ['week', Date.parse('2023-10-01T00:00:00Z')],
  ['month', YEAR_START],
  ['year', YEAR_START],
];

async function median(times: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

async function addMeter(server: TestServer, serial: string, rows: number, stepSeconds: number, startMs: number) {
  const { db } = server.built.ctx;
  const [company] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  const [meter] = await db
    .insert(installations)
    .values({ serialNumber: serial, meterType: 'afm', companyId: company.id })
    .returning();
  // in slices, so one statement never holds millions of rows
  for (let from = 0; from < rows; from += 500_000) {
    const to = Math.min(rows, from + 500_000) - 1;
    await db.execute(sql`INSERT INTO readouts (installation_id, ts, total_volume, flow, temperature, battery_voltage, sensor_status)
      SELECT ${meter.id}, to_timestamp(${startMs / 1000}::float8 + g * ${stepSeconds}::float8), g * 0.01,
        1 + sin(g / 40.0), 10 + cos(g / 96.0), 3.6 - g * 1e-7, (g % 7)::int
      FROM generate_series(${from}::int, ${to}::int) AS g`);
  }
  return meter;
}

async function token(server: TestServer): Promise<string> {
  const reply = await fetch(`${server.authBase}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@example.com', password: 'demo1234' }),
  });
  return ((await reply.json()) as { access: string }).access;
}

async function benchReportQueries(server: TestServer, auth: string): Promise<BenchRow[]> {
  const meter = await addMeter(server, 'BENCH-YEAR', 35_040, 900, YEAR_START);
  const rows: BenchRow[] = [];
  for (const type of ['flow', 'total_volume', 'delta_volume'] as ReportType[]) {
    for (const [granularity, after] of RANGES) {
      const request: ReportRequest = {
        type,
        granularity,
        after: new Date(after),
        before: new Date(YEAR_END),
        tz: 'UTC',
      };
      const url = `${server.apiBase}installations/${meter.uuid}/reports/?type=${type}&granularity=${granularity}&date_after=${request.after.toISOString()}&date_before=${request.before.toISOString()}`;
      const ms = await median(9, async () => {
        const reply = await fetch(url, { headers: { authorization: `Bearer ${auth}` } });
        if (reply.status !== 200) throw new Error(`${url}: ${reply.status} ${await reply.text()}`);
        await reply.json();
      });
      const baselineMs = await median(9, () => server.built.ctx.db.execute(reportSql([meter.id], request)));
      const days = Math.round((YEAR_END - after) / 86_400_000);
      rows.push({
        name: `report ${type} by ${granularity} (${days || '<1'} d of 15-min data)`,
        ms,
        baselineName: 'same SQL, no HTTP',
        baselineMs,
      });
    }
  }
  return rows;
}

async function benchExport(server: TestServer, auth: string, rows: number): Promise<BenchRow> {
  const serial = `BENCH-EXPORT-${rows}`;
  const meter = await addMeter(server, serial, rows, 60, Date.parse('2010-01-01T00:00:00Z'));
  const { db } = server.built.ctx;
  const baselineStart = performance.now();
  let counted = 0;
  for await (const batch of readoutBatches(db, [{ id: meter.id, serialNumber: serial }], {})) counted += batch.length;
  const baselineMs = performance.now() - baselineStart;
  if (counted !== rows) throw new Error(`baseline read ${counted} of ${rows} rows`);

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  // a fresh connection: PGlite blocks the event loop during the load, so a pooled keep-alive socket may
  // have been closed by the server without the client noticing yet
  const lines = await new Promise<number>((resolve, reject) => {
    const request = http.get(
      `${server.apiBase}v1/readouts.csv/?serial=${serial}`,
      { headers: { authorization: `Bearer ${auth}` } },
      (reply) => {
        let count = 0;
        reply.on('data', (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) count++;
        });
        reply.on('end', () => resolve(count));
        reply.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (lines !== rows + 1) throw new Error(`export wrote ${lines - 1} of ${rows} rows`);
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  return {
    name: `export ${rows / 1e6}M rows CSV over HTTP: ${Math.round(rows / (ms / 1000))} rows/s, peak RSS ${mb(peak)} MB (before ${mb(rssBefore)} MB)`,
    ms,
    baselineName: `keyset batches read bare: ${Math.round(rows / (baselineMs / 1000))} rows/s`,
    baselineMs,
  };
}

export async function benchReports(): Promise<BenchRow[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // the demo seed only provides the users; its readouts do not matter here
  if (databaseUrl) process.env.SEED_READOUT_DAYS ??= '0.05';
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600, databaseUrl });
  try {
    const auth = await token(server);
    const rows = await benchReportQueries(server, auth);
    rows.push(await benchExport(server, auth, 1_000_000));
    if (process.env.BENCH_EXPORT_10M === '1') rows.push(await benchExport(server, auth, 10_000_000));
    return rows;
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchReports())
    console.log(`${row.name}: ${row.ms.toFixed(1)} ms | ${row.baselineName}: ${row.baselineMs.toFixed(1)} ms`);
  process.exit(0);
}
