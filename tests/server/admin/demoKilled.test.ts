import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../server/db/createDatabase.ts';
import { installations, meterGroups, tasks } from '../../../server/db/deviceSchema.ts';
import { measuringPoints } from '../../../server/db/measuringPointSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import { seedDemo } from '../../../server/seed/seedDemo.ts';
import { inMemoryMasterKey } from '../../../server/vault/masterKeys.ts';
import { freshDatabase } from '../../bench/freshDatabase.ts';
import { pgliteTemplate } from '../../support/pgliteTemplate.ts';
import { startServerProcess, type ServerProcess } from '../../support/serverProcess.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login } from '../support/api.ts';

/**
 * kill -9 in the middle of Create Demo: no half-made demo company (meters without their measuring points or
 * group) may stay active. On PGlite the next start removes what the interrupted run made; on PostgreSQL the
 * restarted instance takes the task over and finishes it. While it is being made, a demo company is inactive.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let dataDir: string;
let databaseUrl: string | undefined;

const openDatabase = (template?: Blob): Promise<Database> =>
  databaseUrl
    ? createDatabase({ databaseUrl })
    : createDatabase({ pgliteDir: path.join(dataDir, 'pglite'), pgliteTemplate: template });

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const serverEnv = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  KEYS_MASTER_KEY: inMemoryMasterKey().key.toString('base64'),
  TASK_LEASE_SECONDS: '3',
});
const asServer = (process: ServerProcess) => ({ url: process.url }) as TestServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-demo-killed-'));
  if (onPostgres) {
    databaseUrl = await freshDatabase(process.env.TEST_DATABASE_URL!);
    const database = await openDatabase();
    await seedDemo(database.db, { readoutDays: 2 });
    await database.close();
  } else {
    await (await openDatabase(await pgliteTemplate())).close();
  }
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The demo companies (customer account DEMO-…) with what each holds. */
async function demoCompanies({ db }: Database) {
  const made = await db.select().from(companies).where(like(companies.customerAccount, 'DEMO-%'));
  return Promise.all(
    made.map(async (company) => {
      const [meters] = await db
        .select({ n: count() })
        .from(installations)
        .where(eq(installations.companyId, company.id));
      const [points] = await db
        .select({ n: count() })
        .from(measuringPoints)
        .where(eq(measuringPoints.companyId, company.id));
      const [groups] = await db.select({ n: count() }).from(meterGroups).where(eq(meterGroups.companyId, company.id));
      return { active: company.isActive, meters: meters.n, points: points.n, groups: groups.n };
    }),
  );
}

describe('kill -9 during Create Demo', () => {
  it('leaves no half-made demo company active once the server is back', async () => {
    const server = await startServerProcess(serverEnv());
    let taskId: string;
    try {
      const { access } = await login(asServer(server), 'staff@example.com');
      const started = await call<{ task_id: string }>(asServer(server), 'POST', '/api/companies/create_demo/', {
        token: access,
        json: { name: 'Killed Town', meters: 500, mex: true },
      });
      expect(started.status).toBe(202);
      taskId = started.body.task_id;
      // kill once the meters are in and their measuring points are being made
      for (let i = 0; ; i++) {
        const reply = await call<{ status: string; progress?: { done: number } }>(
          asServer(server),
          'GET',
          `/api/companies/create_demo/result/?task_id=${taskId}`,
          { token: access },
        );
        expect(reply.body.status).toBe('pending');
        if ((reply.body.progress?.done ?? 0) >= 2) break;
        if (i > 2000) throw new Error('Create Demo made no progress');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await server.crash();
    }

    // the kill landed mid-work (meters in, the task unfinished), and the company is not active yet
    const [killedTask] = await withDatabase(({ db }) => db.select().from(tasks).where(eq(tasks.id, taskId)));
    expect(killedTask.status).toBe('pending');
    const [killed] = await withDatabase(demoCompanies);
    expect(killed.meters).toBe(500);
    expect(killed.active).toBe(false);

    const restarted = await startServerProcess(serverEnv());
    try {
      const { access } = await login(asServer(restarted), 'staff@example.com');
      for (let i = 0; ; i++) {
        const reply = await call<{ status: string }>(
          asServer(restarted),
          'GET',
          `/api/companies/create_demo/result/?task_id=${taskId}`,
          { token: access },
        );
        if (reply.body.status !== 'pending') break;
        if (i > 600) throw new Error('the interrupted Create Demo never ended');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await restarted.stop();
    }
    const [task] = await withDatabase(({ db }) => db.select().from(tasks).where(eq(tasks.id, taskId)));
    const after = await withDatabase(demoCompanies);
    if (onPostgres) {
      // taken over and finished: one complete, active company
      expect(task.status).toBe('completed');
      expect(after).toEqual([{ active: true, meters: 500, points: expect.any(Number) as unknown, groups: 1 }]);
    } else {
      // failed as interrupted, and what it made removed
      expect(task).toMatchObject({ status: 'failed', detail: 'taskInterrupted' });
      expect(after).toEqual([]);
    }
  }, 240_000);
});
