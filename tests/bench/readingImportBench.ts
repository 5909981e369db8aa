// POST readouts/import/: 200,000 readings of 1,000 meters (200 quarter-hour readings each; BENCH_IMPORT_READINGS
// sets another count per meter, 5000 for the five million rows) as one CSV file, written by the import task,
// on PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Baseline: the same rows for
// other meters loaded by the database's own COPY in the same run (PGlite's COPY FROM /dev/blob, psql's \copy).
// Run through `npm run bench` (tests/bench/run.ts), or alone: BENCH_ONLY=readingImport.
import { spawn } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { ensureReadoutPartitions } from '../../server/db/ensureReadoutPartitions.ts';
import { installations } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { benchLogin } from './benchApiCall.ts';
import { freshDatabase } from './freshDatabase.ts';

const METERS = 1_000;
/** readings per meter: 200 (a run of well under two minutes) unless BENCH_IMPORT_READINGS says otherwise */
const READINGS = Number(process.env.BENCH_IMPORT_READINGS ?? 200);
const ROWS = METERS * READINGS;
const START = Date.UTC(2026, 6, 1);
const STEP = 900_000;

/** the meters of one side of the run: `import` for the import, `copy` for the baseline */
async function addMeters(server: TestServer, side: string): Promise<Array<{ id: number; serial: string }>> {
  const { db } = server.built.ctx;
  const [company] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  const values = Array.from({ length: METERS }, (_, i) => ({
    serialNumber: `BENCH-${side}-${i}`,
    meterType: 'sonico',
    companyId: company.id,
  }));
  const added = [];
  for (let at = 0; at < values.length; at += 500)
    added.push(
      ...(await db
        .insert(installations)
        .values(values.slice(at, at + 500))
        .returning({ id: installations.id, serial: installations.serialNumber })),
    );
  return added;
}

/** The same readings, as the import's CSV (by serial) or as COPY's (by installation id), a file of them. */
async function writeLines(file: string, meters: Array<{ id: number; serial: string }>, by: 'serial' | 'copy') {
  const out = createWriteStream(file);
  if (by === 'serial') out.write('serial,ts,volume_m3,flow_m3h,battery,alerts\n');
  for (let n = 0; n < READINGS; n++) {
    const ts = new Date(START + n * STEP).toISOString();
    let piece = '';
    for (const [i, m] of meters.entries()) {
      const volume = 100 + i / 10 + n * 0.025;
      piece += by === 'serial' ? `${m.serial},${ts},${volume},0.1,90,\n` : `${m.id},${ts},${volume},0.1,90,0,import\n`;
    }
    if (!out.write(piece)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
}

/** The highest RSS of this process (server and bench) while `run` runs, sampled every 100 ms, over the RSS before. */
async function peakRss<T>(run: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  try {
    const value = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, peakMb: Math.round((peak - before) / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}

const COPY_COLUMNS = 'readouts (installation_id, ts, total_volume, flow, battery1_status, alert_flags, source)';

async function copyBaseline(server: TestServer, databaseUrl: string | undefined, file: string): Promise<number> {
  const { db } = server.built.ctx;
  await ensureReadoutPartitions(db, new Date(START), new Date(START + READINGS * STEP));
  const started = performance.now();
  const client = (db as unknown as { $client: unknown }).$client;
  if (!databaseUrl && client instanceof PGlite) {
    await client.query(`COPY ${COPY_COLUMNS} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: await openAsBlob(file) });
  } else if (databaseUrl) {
    const timedStart = performance.now();
    await new Promise<void>((resolve, reject) => {
      const psql = spawn('psql', [
        databaseUrl,
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        `\\copy ${COPY_COLUMNS} FROM '${file}' CSV`,
      ]);
      psql.on('error', reject);
      psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited with ${code}`))));
    });
    return (performance.now() - timedStart) / 1000;
  }
  return (performance.now() - started) / 1000;
}

async function importRun(kind: string, databaseUrl: string | undefined) {
  const server = await startTestServer({
    staticDir: false,
    accessLifetimeSeconds: 3600,
    ...(databaseUrl && { databaseUrl }),
  });
  const folder = await mkdtemp(path.join(os.tmpdir(), 'import-bench-'));
  try {
    const [imported, copied] = [await addMeters(server, 'import'), await addMeters(server, 'copy')];
    const [copyFile, importFile] = [path.join(folder, 'copy.csv'), path.join(folder, 'readings.csv')];
    await writeLines(copyFile, copied, 'copy');
    await writeLines(importFile, imported, 'serial');
    const copySeconds = await copyBaseline(server, databaseUrl, copyFile);
    const token = await benchLogin(server, 'admin@example.com');
    const started = performance.now();
    let checkedSeconds = 0;
    const { value: report, peakMb: rssMb } = await peakRss(async () => {
      const form = new FormData();
      // a blob backed by the file, as the CLI sends it: the bench holds none of it
      form.append('file', await openAsBlob(importFile), 'readings.csv');
      const reply = await fetch(`${server.url}/api/readouts/import/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (!reply.ok) throw new Error(`readouts/import/: ${reply.status} ${(await reply.text()).slice(0, 300)}`);
      const started202 = (await reply.json()) as { task_id: string };
      checkedSeconds = (performance.now() - started) / 1000;
      for (;;) {
        const poll = await fetch(`${server.url}/api/readouts/import/result/?task_id=${started202.task_id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await poll.json()) as { status: string; report?: { written: number }; detail?: string };
        if (body.status === 'failed') throw new Error(`import task failed: ${body.detail}`);
        if (body.status === 'completed') return body.report;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const seconds = (performance.now() - started) / 1000;
    if (report?.written !== ROWS) throw new Error(`${report?.written} of ${ROWS} readings written`);
    return { kind, seconds, checkedSeconds, copySeconds, rssMb };
  } finally {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  }
}

export async function benchReadingImport(): Promise<Array<{ name: string; value: string; baseline: string }>> {
  const runs: Array<[string, string | undefined]> = [['PGlite', undefined]];
  if (process.env.BENCH_DATABASE_URL) runs.push(['PostgreSQL', await freshDatabase(process.env.BENCH_DATABASE_URL)]);
  const rows = [];
  for (const [kind, url] of runs) {
    const run = await importRun(kind, url);
    rows.push({
      name: `import ${ROWS} readings of ${METERS} meters via POST readouts/import/ (${run.kind}, CSV, task)`,
      value:
        `${run.seconds.toFixed(1)} s (${Math.round(ROWS / run.seconds)} rows/s; checked in ` +
        `${run.checkedSeconds.toFixed(1)} s; peak RSS +${run.rssMb} MB)`,
      baseline:
        `the same rows by ${run.kind === 'PGlite' ? "PGlite's COPY" : 'psql \\copy'} ${run.copySeconds.toFixed(1)} s ` +
        `(${Math.round(ROWS / run.copySeconds)} rows/s); goal ≥ ${run.kind === 'PGlite' ? '60,000' : '300,000'} rows/s`,
    });
  }
  return rows;
}
