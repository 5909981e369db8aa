// The readout export: 1M readings streamed as CSV over HTTP (the database writes the text) beside the
// code path it replaced, run in the same process on the same rows (drizzle rows → export objects →
// csv-stringify, without HTTP), and beside reading those rows as objects without encoding them.
// Each with its rate and its peak RSS growth. PGlite, and PostgreSQL too with BENCH_DATABASE_URL=postgres://…
// (the server of an empty database to create one in); BENCH_EXPORT_10M=1 adds a 10M-row export (for its
// memory), BENCH_EXPORT_ONLY_10M=1 runs that one alone.
import http from 'node:http';
import { READOUT_EXPORT_COLUMNS } from '../../src/core/contract/readouts.ts';
import { exportEncoder } from '../../server/http/exports/exportEncoder.ts';
import { readoutBatches, type ExportMeter } from '../../server/modules/exports/readoutBatches.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { freshDatabase } from './freshDatabase.ts';
import { addMeter, token } from './reportsBench.ts';

export interface ExportBenchRow {
  name: string;
  value: string;
  baseline: string;
}

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

interface Run {
  ms: number;
  bytes: number;
  rssBefore: number;
  peakGrowth: number;
}

/** Runs `work` and samples the RSS meanwhile: its time, what it reports (bytes) and the peak growth. */
async function measured(work: () => Promise<number>): Promise<Run> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const bytes = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, bytes, rssBefore, peakGrowth: peak - rssBefore };
}

/** The export over HTTP on a fresh connection: its bytes, after checking its line count. */
function download(server: TestServer, auth: string, serial: string, rows: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(
      `${server.apiBase}v1/readouts.csv/?serial=${serial}`,
      { headers: { authorization: `Bearer ${auth}` } },
      (reply) => {
        let lines = 0;
        let bytes = 0;
        reply.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        reply.on('end', () =>
          lines === rows + 1 ? resolve(bytes) : reject(new Error(`export wrote ${lines - 1} of ${rows} rows`)),
        );
        reply.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The code path before the database wrote the text: row objects encoded by csv-stringify. */
async function objectPath(server: TestServer, meter: ExportMeter): Promise<number> {
  let bytes = 0;
  const body = exportEncoder('csv', READOUT_EXPORT_COLUMNS).encode(readoutBatches(server.built.ctx.db, [meter], {}));
  for await (const chunk of body) bytes += (chunk as Buffer | string).length;
  return bytes;
}

async function rowsRead(server: TestServer, meter: ExportMeter): Promise<number> {
  let rows = 0;
  for await (const batch of readoutBatches(server.built.ctx.db, [meter], {})) rows += batch.length;
  return rows;
}

async function benchOne(server: TestServer, auth: string, rows: number, database: string): Promise<ExportBenchRow[]> {
  const serial = `BENCH-EXPORT-${rows}`;
  const { id } = await addMeter(server, serial, rows, 60, Date.parse('2010-01-01T00:00:00Z'));
  const meter = { id, serialNumber: serial };
  const rate = (run: Run) => `${Math.round(rows / (run.ms / 1000)).toLocaleString('en')} rows/s`;
  const memory = (run: Run) => `RSS +${mb(run.peakGrowth)} MB (from ${mb(run.rssBefore)} MB)`;
  const text = await measured(() => download(server, auth, serial, rows));
  const name = `export ${rows / 1e6}M rows CSV over HTTP, ${database}`;
  // the baselines take minutes beyond 1M rows; the long export is there for its memory
  if (rows > 1_000_000)
    return [{ name, value: `${rate(text)}, ${memory(text)}, ${(text.ms / 1000).toFixed(1)} s`, baseline: '' }];
  const rowsOnly = await measured(() => rowsRead(server, meter));
  if (rowsOnly.bytes !== rows) throw new Error(`read ${rowsOnly.bytes} of ${rows} rows`);
  const objects = await measured(() => objectPath(server, meter));
  if (objects.bytes !== text.bytes) throw new Error(`${objects.bytes} bytes before, ${text.bytes} now`);
  return [
    {
      name,
      value: `${rate(text)}, ${memory(text)}, ${(text.ms / 1000).toFixed(1)} s`,
      baseline: `object rows + csv-stringify, no HTTP (the path before): ${rate(objects)}, ${memory(objects)}`,
    },
    {
      name: `${name}: reading the rows as objects`,
      value: `${rate(rowsOnly)}, ${memory(rowsOnly)}`,
      baseline: 'keyset batches read bare, not encoded',
    },
  ];
}

export async function benchOn(databaseUrl: string | undefined): Promise<ExportBenchRow[]> {
  // the demo seed only provides the users; its readouts do not matter here
  if (databaseUrl) process.env.SEED_READOUT_DAYS ??= '0.05';
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600, databaseUrl });
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    const auth = await token(server);
    const rows = process.env.BENCH_EXPORT_ONLY_10M === '1' ? [] : await benchOne(server, auth, 1_000_000, database);
    if (process.env.BENCH_EXPORT_10M === '1' || process.env.BENCH_EXPORT_ONLY_10M === '1')
      rows.push(...(await benchOne(server, auth, 10_000_000, database)));
    return rows;
  } finally {
    await server.close();
  }
}

export async function benchExports(): Promise<ExportBenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  return [...(await benchOn(undefined)), ...(adminUrl ? await benchOn(await freshDatabase(adminUrl)) : [])];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchExports()) console.log(`${row.name}: ${row.value} | ${row.baseline}`);
  process.exit(0);
}
