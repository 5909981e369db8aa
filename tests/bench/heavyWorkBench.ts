// auth/current/ latency while a readout generation of 100 meters × 9 days runs on the embedded database,
// beside the same request with no heavy work. Run through `npm run bench` (tests/bench/run.ts).
import { startTestServer, type TestServer } from '../support/startTestServer.ts';

export interface HeavyWorkRow {
  name: string;
  value: string;
  baseline: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function api<T>(server: TestServer, path: string, token: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
  return (await reply.json()) as T;
}

async function timedCurrent(server: TestServer, token: string): Promise<number> {
  const started = performance.now();
  const reply = await fetch(`${server.authBase}current/`, { headers: { authorization: `Bearer ${token}` } });
  await reply.text();
  if (reply.status !== 200) throw new Error(`auth/current/: ${reply.status}`);
  return performance.now() - started;
}

export async function benchHeavyWork(): Promise<HeavyWorkRow[]> {
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600 });
  try {
    const login = await fetch(`${server.authBase}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { access: string }).access;
    const list = await api<{ results: Array<{ serial_number: string }> }>(
      server,
      '/api/installations/?limit=100',
      token,
    );
    const serials = list.results.map((row) => row.serial_number);

    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await timedCurrent(server, token));

    const busy: number[] = [];
    let done = false;
    const light = (async () => {
      while (!done) busy.push(await timedCurrent(server, token));
    })();
    const started = performance.now();
    const { task_id } = await api<{ task_id: string }>(server, '/api/generate-readouts/', token, {
      serials,
      date_from: '2024-03-01',
      date_to: '2024-03-09',
    });
    for (;;) {
      const poll = await api<{ status: string }>(server, `/api/readouts/result/?task_id=${task_id}`, token);
      if (poll.status !== 'pending') {
        if (poll.status !== 'completed') throw new Error(`generation ${poll.status}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const generationMs = performance.now() - started;
    done = true;
    await light;
    const figures = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
    return [
      {
        name: `auth/current/ during readout generation (100 meters × 9 days, ${(generationMs / 1000).toFixed(1)} s)`,
        value: `${figures(busy)} (${busy.length} requests)`,
        baseline: `auth/current/ idle ${figures(idle)}`,
      },
    ];
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchHeavyWork()) console.log(`${row.name}: ${row.value} | ${row.baseline}`);
  process.exit(0);
}
