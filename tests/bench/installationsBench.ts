// Installations list under load beside a Fastify hello-world, and the demo seed's readout rate.
// Run through `npm run bench` (tests/bench/run.ts); the servers run in a child process (this file again).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { createDatabase } from '../../server/db/createDatabase.ts';
import { readouts } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { seedDemo } from '../../server/seed/seedDemo.ts';
import { startTestServer } from '../support/startTestServer.ts';

const CHILD_FLAG = 'INSTALLATIONS_BENCH_CHILD';

interface Load {
  name: string;
  p50Ms: number;
  p95Ms: number;
  rps: number;
  baseline?: string;
}

function load(name: string, url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ name, p50Ms: result.latency.p50, p95Ms: result.latency.p97_5, rps: result.requests.average });
    });
  });
}

/** `installations/?limit=100&meter_type=…&company=…` at 50 connections for ~5 s, beside hello-world. */
export async function benchInstallations(seconds = Number(process.env.BENCH_SECONDS ?? 5)): Promise<Load[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, [CHILD_FLAG]: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const { url, helloUrl, token, company } = JSON.parse(line) as {
      url: string;
      helloUrl: string;
      token: string;
      company: number;
    };
    const hello = await load('Fastify hello-world (baseline for installations)', helloUrl, {}, seconds);
    const list = await load(
      'GET installations/?limit=100&meter_type=rcmlrwotaa&company=…',
      `${url}/api/installations/?limit=100&meter_type=rcmlrwotaa&company=${company}`,
      { authorization: `Bearer ${token}` },
      seconds,
    );
    list.baseline = `hello-world ${Math.round(hello.rps)} req/s (${((list.rps / hello.rps) * 100).toFixed(1)} %)`;
    return [hello, list];
  } finally {
    child.stdin.end();
    child.kill();
  }
}

async function seedRate(name: string, database: Awaited<ReturnType<typeof createDatabase>>, days: number) {
  const started = performance.now();
  await seedDemo(database.db, { readoutDays: days });
  const seconds = (performance.now() - started) / 1000;
  const [{ n }] = await database.db.select({ n: count() }).from(readouts);
  return {
    name: `${name}: demo seed, 300 meters × ${days} days (${n} readouts in ${seconds.toFixed(1)} s)`,
    readoutsPerSecond: n / seconds,
  };
}

/** Readouts per second of the whole demo seed (meters, readouts, alerts) on PGlite and, with BENCH_DATABASE_URL, PostgreSQL. */
export async function benchSeedRate(
  days = Number(process.env.BENCH_SEED_DAYS ?? 92),
): Promise<Array<{ name: string; readoutsPerSecond: number }>> {
  const results = [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-seed-bench-'));
  try {
    const database = await createDatabase({ pgliteDir: path.join(dir, 'pglite') });
    try {
      results.push(await seedRate('PGlite (data folder)', database, days));
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await createDatabase({ databaseUrl: url.toString() });
      try {
        results.push(await seedRate('PostgreSQL', database, days));
      } finally {
        await database.close();
      }
    } finally {
      // without FORCE: the seed's pool has closed its connections by now, and a forced drop would kill any it had not
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  }
  return results;
}

/** Child process: the real server with the demo data and a hello-world on another port. */
async function serve() {
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600 });
  const [riverside] = await server.built.ctx.db
    .select()
    .from(companies)
    .where(eq(companies.name, 'Riverside Water Works'));
  const login = await fetch(`${server.authBase}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@example.com', password: 'demo1234' }),
  });
  const { access } = (await login.json()) as { access: string };
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const address = hello.server.address();
  const helloUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  process.stdout.write(`${JSON.stringify({ url: server.url, helloUrl, token: access, company: riverside.id })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void Promise.all([server.close(), hello.close()]).then(() => process.exit(0)));
}

if (process.env[CHILD_FLAG] === '1') await serve();
