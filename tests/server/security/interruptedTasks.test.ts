import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { tasks } from '../../../server/db/deviceSchema.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login, userId } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

// on PostgreSQL the task queue takes such a task over instead (taskTakeover.test.ts)
describe.skipIf(process.env.TEST_DATABASE_URL)('a task left pending by a process that died', () => {
  it('is failed as interrupted when the server starts', async () => {
    const { db } = server.built.ctx;
    const owner = await userId(server, 'admin@example.com');
    const now = new Date().toISOString();
    const rows = await db
      .insert(tasks)
      .values([
        {
          kind: 'generate_readouts',
          title: 'Generate readouts',
          userId: owner,
          report: { heartbeat_at: now, runner: '12345' },
        },
        { kind: 'lora', title: 'LoRa registration', userId: owner, report: { heartbeat_at: now } },
        { kind: 'generate_readouts', title: 'Done', userId: owner, status: 'completed', report: { meters: 1 } },
      ])
      .returning({ id: tasks.id });
    const ids = rows.map((row) => row.id);

    // a server starting on the same database, as after a crash
    const restarted = await buildApp(server.built.ctx.config, { database: server.built.database, logger: false });
    try {
      const after = await db.select().from(tasks).where(inArray(tasks.id, ids)).orderBy(tasks.title);
      expect(after.map((row) => [row.title, row.status, row.detail])).toEqual([
        ['Done', 'completed', null],
        ['Generate readouts', 'failed', 'taskInterrupted'],
        ['LoRa registration', 'failed', 'taskInterrupted'],
      ]);
      expect(after.every((row) => row.status !== 'failed' || row.finishedAt !== null)).toBe(true);
    } finally {
      await restarted.close();
    }

    const { access } = await login(server, 'admin@example.com');
    const reply = await call<{ status: string; detail: string }>(server, 'GET', `/api/tasks/${ids[0]}/`, {
      token: access,
    });
    expect(reply.body).toMatchObject({ status: 'failed', detail: en.server.taskInterrupted });
    const [row] = await db.select().from(tasks).where(eq(tasks.id, ids[0]));
    expect(row.status).toBe('failed');
  });
});
