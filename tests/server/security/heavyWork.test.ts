import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await serverFor();
  token = (await login(server, 'admin@example.com')).access;
});
afterAll(() => server?.close());

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timedCurrent(): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const reply = await call(server, 'GET', '/auth/current/', { token });
  return { ms: performance.now() - started, status: reply.status };
}

/**
 * A generation of 100 meters × 9 days must not starve other requests (PGlite runs one statement at a
 * time in this process). Asserts behaviour only; the latencies go to the log and test-results/, since a
 * timed assertion would flake on a shared machine.
 */
it('answers light requests while a readout generation runs', async () => {
  const list = await call<{ results: Array<{ serial_number: string }> }>(
    server,
    'GET',
    '/api/installations/?limit=100',
    {
      token,
    },
  );
  expect(list.status).toBe(200);
  const serials = list.body.results.map((row) => row.serial_number);
  expect(serials).toHaveLength(100);

  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push((await timedCurrent()).ms);

  const latencies: number[] = [];
  const statuses: number[] = [];
  const record = (r: { ms: number; status: number }) => {
    latencies.push(r.ms);
    statuses.push(r.status);
  };
  // the light requests run on their own loop from before the start until the task is done, so a start or
  // poll that waits never pauses them
  let finished: Record<string, unknown> | undefined;
  const deadline = Date.now() + 240_000;
  const light = (async () => {
    for (let round = 0; !finished && Date.now() < deadline; round++) {
      // mostly one after another, every tenth round a few at once
      if (round % 10 === 0) (await Promise.all([1, 2, 3, 4].map(() => timedCurrent()))).forEach(record);
      else record(await timedCurrent());
    }
  })();

  const started = performance.now();
  const start = await call<{ task_id: string }>(server, 'POST', '/api/generate-readouts/', {
    token,
    json: { serials, date_from: '2024-03-01', date_to: '2024-03-09' },
  });
  const startMs = performance.now() - started;
  expect(start.status).toBe(202);
  let generationMs = 0;
  while (Date.now() < deadline) {
    const poll = await call<Record<string, unknown>>(
      server,
      'GET',
      `/api/readouts/result/?task_id=${start.body.task_id}`,
      { token },
    );
    if (poll.status !== 200 || poll.body.status !== 'pending') {
      generationMs = performance.now() - started;
      finished = poll.body;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  finished ??= {};
  await light;
  const sorted = [...latencies].sort((a, b) => a - b);
  const idleSorted = [...idle].sort((a, b) => a - b);
  const figures = {
    requests: latencies.length,
    idle_p50_ms: Math.round(percentile(idleSorted, 50)),
    idle_p99_ms: Math.round(percentile(idleSorted, 99)),
    p50_ms: Math.round(percentile(sorted, 50)),
    p99_ms: Math.round(percentile(sorted, 99)),
    max_ms: Math.round(sorted.at(-1) ?? 0),
    start_ms: Math.round(startMs),
    generation_ms: Math.round(generationMs),
  };
  console.log('auth/current/ during generation of 100 meters × 9 days', figures);
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/heavyWork.json', `${JSON.stringify(figures, null, 2)}\n`);

  expect(statuses.every((status) => status === 200)).toBe(true);
  expect(finished).toMatchObject({ status: 'completed' });
}, 300_000);

/**
 * An export streams batch after batch; the embedded database answers each in a microtask, so without a
 * turn for other requests between batches none is answered until the whole file is out.
 */
it('answers light requests while an export streams', async () => {
  const answered: number[] = [];
  let streaming = true;
  const light = (async () => {
    while (streaming) {
      const reply = await timedCurrent();
      expect(reply.status).toBe(200);
      answered.push(performance.now());
    }
  })();
  const response = await fetch(`${server.url}/api/reports/exports/afm.csv/?date_after=2024-01-01`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const headersAt = performance.now();
  const lines = (await response.text()).split('\n').length;
  const endAt = performance.now();
  streaming = false;
  await light;
  const during = answered.filter((at) => at > headersAt && at < endAt).length;
  console.log('auth/current/ answered while an AFM export streamed', {
    lines,
    during,
    ms: Math.round(endAt - headersAt),
  });
  expect(lines).toBeGreaterThan(10_000);
  expect(during).toBeGreaterThanOrEqual(3);
}, 120_000);
