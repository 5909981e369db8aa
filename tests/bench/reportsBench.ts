// Report figures: each report request (HTTP, validation, JSON) beside the same SQL run bare.
// PGlite by default; BENCH_DATABASE_URL=postgres://… (an empty database) runs it on PostgreSQL.
// The readout export is measured in exportBench.ts.
import { eq, sql } from 'drizzle-orm';
import type { Granularity } from '../../src/core/domain/granularity.ts';
import type { ReportType } from '../../src/core/domain/reportTypes.ts';
import { installations } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
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

/** The median of `times` runs after two to warm up. */
export async function median(times: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

export async function addMeter(server: TestServer, serial: string, rows: number, stepSeconds: number, startMs: number) {
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

export async function token(server: TestServer): Promise<string> {
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

export async function benchReports(): Promise<BenchRow[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // the demo seed only provides the users; its readouts do not matter here
  if (databaseUrl) process.env.SEED_READOUT_DAYS ??= '0.05';
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600, databaseUrl });
  try {
    const auth = await token(server);
    const rows = await benchReportQueries(server, auth);
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
