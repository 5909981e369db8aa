// Start to completed of a small readout generation (5 meters × 2 days) as a client sees it (POST, then polls
// every 20 ms; the polls share the process with the work, so they slow it somewhat): through the pg-boss queue on PostgreSQL (BENCH_DATABASE_URL=postgres://…, an empty database)
// beside the same task in-process on PGlite, each beside the same work called directly on its database, so
// what the queue adds is visible. Run through `npm run bench` (BENCH_ONLY=taskQueue).
import { eq, sql } from 'drizzle-orm';
import { tasks } from '../../server/db/deviceSchema.ts';
import { rowsOf } from '../../server/db/rowsOf.ts';
import {
  generateReadoutsTask,
  type GenerateReadoutsInput,
} from '../../server/modules/readouts/generateReadoutsTask.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { dropDatabase, freshDatabase } from './freshDatabase.ts';
import { median } from './median.ts';
import { benchApiCall, benchLogin } from './benchApiCall.ts';

export interface TaskQueueRow {
  name: string;
  value: string;
  baseline: string;
}

const RUNS = 7;
const METERS = 5;
const DAYS = 2;
const POLL_MS = 20;

const figure = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

/** the queue job's start is pg-boss's own column: the one figure only the queue knows */
async function pickupMs(server: TestServer, taskId: string): Promise<number> {
  const result = await server.built.ctx.db.execute(sql`
    SELECT extract(epoch FROM (j.started_on - t.created_at)) * 1000 AS ms
    FROM tasks t JOIN pgboss.job j ON j.data->>'task' = t.id::text WHERE t.id = ${taskId}`);
  return Number(rowsOf<{ ms: number | string }>(result)[0]?.ms ?? NaN);
}

interface Measured {
  database: string;
  task: number[];
  /** from the row's creation to the queue job's start (PostgreSQL) */
  pickup: number[];
  direct: number[];
}

async function measure(databaseUrl: string | undefined): Promise<Measured> {
  // the demo seed only provides users and meters; its readouts do not matter here
  if (databaseUrl) process.env.SEED_READOUT_DAYS ??= '0.05';
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600, databaseUrl });
  try {
    const token = await benchLogin(server, 'admin@example.com');
    const list = await benchApiCall<{ results: Array<{ serial_number: string }> }>(
      server,
      `/api/installations/?limit=${METERS}&ordering=serial_number`,
      token,
    );
    const to = new Date(Date.now() - 86_400_000);
    to.setUTCHours(0, 0, 0, 0);
    const from = new Date(to.getTime() - DAYS * 86_400_000);
    const body = {
      serials: list.results.map((row) => row.serial_number),
      date_from: from.toISOString(),
      date_to: to.toISOString(),
    };

    const task: number[] = [];
    const pickup: number[] = [];
    let lastTask = '';
    // the first run warms up the code paths and is not counted
    for (let run = -1; run < RUNS; run++) {
      const started = performance.now();
      const { task_id } = await benchApiCall<{ task_id: string }>(server, '/api/generate-readouts/', token, body);
      for (;;) {
        const reply = await benchApiCall<{ status: string }>(server, `/api/readouts/result/?task_id=${task_id}`, token);
        if (reply.status === 'completed') break;
        if (reply.status !== 'pending') throw new Error(`generation ${reply.status}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (run >= 0) task.push(performance.now() - started);
      lastTask = task_id;
      if (run >= 0 && databaseUrl) pickup.push(await pickupMs(server, task_id));
    }

    // the same work called directly, with the input the task stored
    const { db, config } = server.built.ctx;
    const [stored] = await db.select().from(tasks).where(eq(tasks.id, lastTask));
    const context = {
      db,
      config,
      log: server.built.app.log,
      keyVault: server.built.ctx.keyVault,
      taskId: stored.id,
      owner: { userId: stored.userId, companyId: stored.companyId },
    };
    const direct: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await generateReadoutsTask.run(context, stored.input as unknown as GenerateReadoutsInput, async () => undefined);
      direct.push(performance.now() - started);
    }
    return { database: databaseUrl ? 'PostgreSQL' : 'PGlite', task, pickup, direct };
  } finally {
    await server.close();
  }
}

export async function benchTaskQueue(): Promise<TaskQueueRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const pglite = await measure(undefined);
  const databaseUrl = adminUrl ? await freshDatabase(adminUrl) : undefined;
  const postgres = databaseUrl
    ? await measure(databaseUrl).finally(() => dropDatabase(adminUrl!, databaseUrl))
    : undefined;
  const name = (database: string, how: string) =>
    `task start → completed, generation ${METERS} meters × ${DAYS} days (${RUNS} runs), ${database} ${how}`;
  const rows: TaskQueueRow[] = [
    {
      name: name('PGlite', 'in-process'),
      value: figure(pglite.task),
      baseline: `the same work called directly: ${figure(pglite.direct)}`,
    },
  ];
  if (postgres)
    rows.push({
      name: name('PostgreSQL', 'through the pg-boss queue'),
      value: `${figure(postgres.task)}; queue pickup median ${median(postgres.pickup).toFixed(0)} ms`,
      baseline: `PGlite in-process ${median(pglite.task).toFixed(0)} ms; the same work called directly on PostgreSQL: ${figure(postgres.direct)}`,
    });
  else
    rows.push({
      name: name('PostgreSQL', 'through the pg-boss queue'),
      value: 'not run',
      baseline: 'set BENCH_DATABASE_URL',
    });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchTaskQueue()) console.log(`${row.name}: ${row.value} | ${row.baseline}`);
  process.exit(0);
}
