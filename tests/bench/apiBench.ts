import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
  errors: number;
  /** of the errors, requests not answered within autocannon's 10 s */
  timeouts: number;
  maxMs: number;
  connections: number;
}

const root = path.resolve(import.meta.dirname, '../..');

function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 50,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        name,
        p50Ms: result.latency.p50,
        p95Ms: result.latency.p97_5 ?? result.latency.p90,
        p99Ms: result.latency.p99,
        rps: result.requests.average,
        connections,
        errors: result.errors + result.non2xx,
        timeouts: result.timeouts,
        maxMs: result.latency.max,
      });
    });
  });
}

/**
 * `current/` and 100-row company and user lists at 50 concurrent connections, beside a Fastify
 * hello-world route measured in the same run (servers in a child process, load from this one).
 */
export async function benchApi(seconds = 5, databaseUrl?: string): Promise<LoadResult[]> {
  // API_BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it exits (`node --cpu-prof`)
  const profile = process.env.API_BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.API_BENCH_CPU_PROF)}`]
    : [];
  const server = path.join(root, 'tests/bench/apiBenchServer.ts');
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', server], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, API_BENCH_DATABASE_URL: databaseUrl ?? '' },
  });
  const on = databaseUrl ? ' on PostgreSQL' : '';
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const { url, helloUrl, token } = JSON.parse(line) as { url: string; helloUrl: string; token: string };
    const auth = { authorization: `Bearer ${token}` };
    const results: LoadResult[] = [];
    results.push(await load('Fastify hello-world (baseline)', helloUrl, {}, seconds));
    results.push(await load(`GET auth current/${on}`, `${url}/auth/current/`, auth, seconds));
    // one request at a time: a single request's own time (mean = 1000 / req/s), not queueing
    results.push(await load(`GET auth current/${on}`, `${url}/auth/current/`, auth, seconds, 1));
    results.push(await load(`GET companies/?limit=100${on}`, `${url}/api/companies/?limit=100`, auth, seconds));
    results.push(await load(`GET users/?limit=100${on}`, `${url}/api/users/?limit=100`, auth, seconds));
    results.push(await load(`GET installations/?limit=100${on}`, `${url}/api/installations/?limit=100`, auth, seconds));
    return results;
  } finally {
    child.stdin.end();
    // a profiled server writes its profile on a clean exit: let it close instead of killing it
    if (profile.length > 0) await new Promise((resolve) => child.once('exit', resolve));
    else child.kill();
  }
}
