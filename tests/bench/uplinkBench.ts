// POST integrations/chirpstack/?event=up: ChirpStack v4 `up` events of the demo's LoRa meters (RCM-LRW10 frames,
// each with its own deduplication id and a time after the meter's newest reading), offered at 1,000 a second
// from 50 connections, then as fast as 50 connections go; on PGlite and (with BENCH_DATABASE_URL) PostgreSQL.
// Lost: uplinks answered `stored` whose reading is not in the database. Baseline: a Fastify hello-world in the
// same child process at 50 connections. Run through `npm run bench` (tests/bench/run.ts), or alone:
// BENCH_ONLY=uplink.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { encodeRcmLrw10 } from '../../src/core/lorawan/encodeRcmLrw10.ts';
import { freshDatabase } from './freshDatabase.ts';

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const RATE = 1_000;

interface Ready {
  url: string;
  helloUrl: string;
  token: string;
  euis: string[];
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  stored: number;
}

/** An `up` event as ChirpStack v4 posts it. */
function upBody(devEui: string, n: number, at: Date) {
  const bytes = encodeRcmLrw10({ meterId: String(n % 99_999_999), register: 100_000 + n * 7, batterySemesters: 18 });
  return JSON.stringify({
    deduplicationId: randomUUID(),
    time: at.toISOString(),
    deviceInfo: { deviceName: `bench-${n}`, devEui },
    fCnt: n % 65_536,
    fPort: 1,
    data: Buffer.from(bytes).toString('base64'),
    rxInfo: [{ gatewayId: '0080000000a00001', rssi: -95 - (n % 20), snr: 4.5 }],
    txInfo: { frequency: 868_100_000, modulation: { lora: { bandwidth: 125_000, spreadingFactor: 7 + (n % 6) } } },
  });
}

function load(options: autocannon.Options): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.errors + result.non2xx,
        stored: 0,
      });
    });
  });
}

async function uplinkRun(seconds: number, databaseUrl?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/bench/uplinkBenchServer.ts')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, UPLINK_BENCH_DATABASE_URL: databaseUrl ?? '' },
  });
  const lines = createInterface({ input: child.stdout });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`uplink bench server exited with ${code}`)));
    });
  try {
    const ready = JSON.parse(await next()) as Ready;
    if (ready.euis.length === 0) throw new Error('the demo has no LoRa meter with a device EUI');
    // every uplink a second after the one before it of its meter, from a minute after now: in order
    const start = Date.now() + 60_000;
    let sent = 0;
    const uplinks = (options: Partial<autocannon.Options>, stored: { n: number }) =>
      load({
        url: `${ready.url}/api/integrations/chirpstack/?event=up`,
        connections: CONNECTIONS,
        duration: seconds,
        method: 'POST',
        headers: { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const n = sent++;
              const eui = ready.euis[n % ready.euis.length];
              const at = new Date(start + Math.floor(n / ready.euis.length) * 1_000);
              return { ...request, body: upBody(eui, n, at) };
            },
            onResponse: (status, body) => {
              if (status === 200 && (JSON.parse(body) as { outcome: string }).outcome === 'stored') stored.n += 1;
            },
          },
        ],
        ...options,
      });
    const hello = await load({ url: ready.helloUrl, connections: CONNECTIONS, duration: seconds });
    const paced = { n: 0 };
    const atRate = { ...(await uplinks({ overallRate: RATE }, paced)), stored: paced.n };
    const fastest = { n: 0 };
    const flat = { ...(await uplinks({}, fastest)), stored: fastest.n };
    child.stdin.write('count\n');
    const inDatabase = (JSON.parse(await next()) as { stored: number }).stored;
    return { hello, atRate, flat, lost: Math.max(0, paced.n + fastest.n - inDatabase), devices: ready.euis.length };
  } finally {
    child.stdin.end();
    child.kill();
  }
}

export async function benchUplinks(): Promise<Array<{ name: string; value: string; baseline: string }>> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const runs: Array<[string, string | undefined]> = [['PGlite', undefined]];
  if (process.env.BENCH_DATABASE_URL) runs.push(['PostgreSQL', await freshDatabase(process.env.BENCH_DATABASE_URL)]);
  const rows = [];
  for (const [kind, url] of runs) {
    const run = await uplinkRun(seconds, url);
    const figures = (r: Load) =>
      `${Math.round(r.rps)} uplinks/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failed} failed, ${r.stored} stored`;
    const baseline = `hello-world ${Math.round(run.hello.rps)} req/s at ${CONNECTIONS} connections`;
    rows.push(
      {
        name: `ChirpStack up events of ${run.devices} LoRa meters offered at ${RATE}/s × ${seconds} s (${kind})`,
        value: `${figures(run.atRate)}; ${run.lost} lost`,
        baseline: `${baseline}; goal ${RATE}/s, p99 ≤ 50 ms, 0 lost`,
      },
      {
        name: `ChirpStack up events at ${CONNECTIONS} connections × ${seconds} s (${kind})`,
        value: figures(run.flat),
        baseline: `${baseline} (${((run.flat.rps / run.hello.rps) * 100).toFixed(1)} %)`,
      },
    );
  }
  return rows;
}
