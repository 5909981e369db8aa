import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateReadoutsResult } from '../../../src/core/contract/readouts.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { createDatabase } from '../../../server/db/createDatabase.ts';
import { installations, readouts, tasks } from '../../../server/db/deviceSchema.ts';
import { companies, users } from '../../../server/db/schema.ts';
import { seedDemo } from '../../../server/seed/seedDemo.ts';
import { inMemoryMasterKey } from '../../../server/vault/masterKeys.ts';
import { freshDatabase } from '../../bench/freshDatabase.ts';
import { startServerProcess, type ServerProcess } from '../../support/serverProcess.ts';
import { startTestServer, type TestServer } from '../../support/startTestServer.ts';
import { call, login } from '../support/api.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
/** short, so a lost instance's task is taken over within seconds */
const LEASE_SECONDS = 3;
const METERS = 40;
const day = 86_400_000;

/**
 * Tasks on the PostgreSQL queue outlive the instance that started them: instance A (its own process)
 * starts a readout generation, B answers its polls, A is killed mid-task, and B takes the task over.
 */
describe.skipIf(!adminUrl)('a task whose instance dies', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  // the seeded keys are sealed under the in-memory master key, which both instances are given
  const keysMasterKey = inMemoryMasterKey().key.toString('base64');
  let databaseUrl: string;
  let dataDir: string;
  let serials: string[];

  beforeAll(async () => {
    databaseUrl = await freshDatabase(adminUrl!);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-takeover-'));
    const database = await createDatabase({ databaseUrl });
    try {
      await seedDemo(database.db, { readoutDays: 1 });
      const [riverside] = await database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, 'Riverside Water Works'));
      serials = Array.from({ length: METERS }, (_, i) => `TAKE-${String(i).padStart(3, '0')}`);
      await database.db
        .insert(installations)
        .values(serials.map((serialNumber) => ({ serialNumber, meterType: 'afm', companyId: riverside.id })));
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    await client.end();
  });

  const startA = (retries: number, leaseSeconds = LEASE_SECONDS) =>
    startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      KEYS_MASTER_KEY: keysMasterKey,
      TASK_LEASE_SECONDS: String(leaseSeconds),
      TASK_RETRIES: String(retries),
    });
  const startB = () =>
    startTestServer({
      databaseUrl,
      seed: false,
      staticDir: false,
      config: { jwtSecret, keysMasterKey, taskLeaseSeconds: LEASE_SECONDS },
    });
  const period = () => {
    const to = new Date(Date.now() - day);
    to.setUTCHours(0, 0, 0, 0);
    return { from: new Date(to.getTime() - 60 * day), to };
  };
  const poll = (server: { url: string }, token: string, taskId: string) =>
    call<GenerateReadoutsResult>(server as TestServer, 'GET', `/api/readouts/result/?task_id=${taskId}`, { token });

  /** starts a generation on A and returns once A has written some meters and not all */
  async function startOnA(a: ServerProcess, token: string, from: Date, to: Date): Promise<string> {
    const started = await call<{ task_id: string }>(a as unknown as TestServer, 'POST', '/api/generate-readouts/', {
      token,
      json: { serials, date_from: from.toISOString(), date_to: to.toISOString() },
    });
    expect(started.status).toBe(202);
    for (let i = 0; ; i++) {
      const reply = await poll(a, token, started.body.task_id);
      expect(reply.body.status).toBe('pending');
      if (reply.body.status === 'pending' && (reply.body.progress?.done ?? 0) >= 3) return started.body.task_id;
      if (i > 2000) throw new Error('generation made no progress');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function until(server: TestServer, token: string, taskId: string) {
    for (let i = 0; i < 600; i++) {
      const reply = await poll(server, token, taskId);
      if (reply.body.status !== 'pending') return reply.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('task did not finish');
  }

  it('is polled on the other instance and finished there once the first is killed', async () => {
    const { from, to } = period();
    const a = await startA(2);
    let b: TestServer | undefined;
    try {
      const { access } = await login(a as unknown as TestServer, 'admin@example.com');
      const taskId = await startOnA(a, access, from, to);
      b = await startB();
      // the row is the truth every instance answers from
      const [onA, onB] = [await poll(a, access, taskId), await poll(b, access, taskId)];
      expect([onA.body.status, onB.body.status]).toEqual(['pending', 'pending']);
      await a.crash();

      const result = await until(b, access, taskId);
      expect(result).toMatchObject({ status: 'completed', report: { meters: METERS } });
      const written = (result as { report: { readouts_written: number } }).report.readouts_written;

      // each meter's period holds what the finishing run wrote, once: the takeover rewrote, never doubled
      const counts = await b.built.ctx.db
        .select({ serial: installations.serialNumber, n: sql<number>`count(${readouts.ts})::int` })
        .from(installations)
        .leftJoin(
          readouts,
          and(eq(readouts.installationId, installations.id), gte(readouts.ts, from), lte(readouts.ts, to)),
        )
        .where(inArray(installations.serialNumber, serials))
        .groupBy(installations.serialNumber);
      const slots = (to.getTime() - from.getTime()) / (15 * 60_000);
      expect(counts).toHaveLength(METERS);
      // the simulation leaves a few readings out, as real meters do
      expect(counts.every((row) => row.n > slots * 0.9 && row.n <= slots)).toBe(true);
      expect(counts.reduce((sum, row) => sum + row.n, 0)).toBe(written);
    } finally {
      await a.crash();
      await b?.close();
    }
  }, 180_000);

  it('is handed over at once when its instance stops on purpose', async () => {
    const { from, to } = period();
    // a lease far longer than the test may wait: only the stopping instance giving the task back can finish it
    const a = await startA(2, 600);
    let b: TestServer | undefined;
    try {
      const { access } = await login(a as unknown as TestServer, 'admin@example.com');
      const taskId = await startOnA(a, access, from, to);
      b = await startB();
      await a.stop();
      expect(await until(b, access, taskId)).toMatchObject({ status: 'completed', report: { meters: METERS } });
    } finally {
      await a.crash();
      await b?.close();
    }
  }, 180_000);

  it('fails as interrupted once its retries are spent', async () => {
    const { from, to } = period();
    const a = await startA(0);
    let taskId: string;
    let access: string;
    try {
      access = (await login(a as unknown as TestServer, 'admin@example.com')).access;
      taskId = await startOnA(a, access, from, to);
    } finally {
      await a.crash();
    }
    const b = await startB();
    try {
      expect(await until(b, access, taskId)).toEqual({ status: 'failed', detail: en.server.taskInterrupted });
    } finally {
      await b.close();
    }
  }, 180_000);

  it('fails at start a task an older server left pending without a queue job', async () => {
    const database = await createDatabase({ databaseUrl });
    let orphan: string;
    let recent: string;
    try {
      const [admin] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@example.com'));
      const old = new Date(Date.now() - 10 * 60_000);
      [{ id: orphan }, { id: recent }] = await database.db
        .insert(tasks)
        .values([
          { kind: 'generate_readouts', userId: admin.id, createdAt: old },
          { kind: 'generate_readouts', userId: admin.id },
        ])
        .returning({ id: tasks.id });
    } finally {
      await database.close();
    }
    const b = await startB();
    try {
      const rows = await b.built.ctx.db
        .select()
        .from(tasks)
        .where(inArray(tasks.id, [orphan, recent]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(orphan)).toMatchObject({ status: 'failed', detail: 'taskInterrupted' });
      // a task stored a moment ago may have its job on the way: it is left alone
      expect(byId.get(recent)?.status).toBe('pending');
      await b.built.ctx.db.delete(tasks).where(eq(tasks.id, recent));
    } finally {
      await b.close();
    }
  }, 120_000);
});
