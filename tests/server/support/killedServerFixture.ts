import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createDatabase, type Database } from '../../../server/db/createDatabase.ts';
import { inMemoryMasterKey } from '../../../server/vault/masterKeys.ts';
import { databaseUrlOf, onAdmin } from '../../support/onAdmin.ts';
import { pgliteTemplate } from '../../support/pgliteTemplate.ts';
import { databaseFromTemplate } from '../../support/postgresTemplate.ts';
import { startServerProcess, type ServerProcess } from '../../support/serverProcess.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login } from './api.ts';

/** A task to start and the moment to kill the server in it. */
export interface TaskToKill {
  email: string;
  /** POST path that answers 202 with a task id */
  startPath: string;
  json: unknown;
  /** GET path of the task's result, the task id appended */
  resultPath: string;
  /** kill once the result's progress has done this many */
  done: number;
  /** what the task is, for the error when it makes no progress */
  what: string;
}

export interface KilledServerFixture {
  readonly onPostgres: boolean;
  /** the server's database opened from the test, while no server process holds it (PGlite has one owner) */
  readonly withDatabase: <T>(work: (database: Database) => Promise<T>) => Promise<T>;
  /** the server as its own process on the fixture's data folder or database */
  readonly start: () => Promise<ServerProcess>;
  readonly asServer: (process: ServerProcess) => TestServer;
  /** starts the task on a fresh server process, kills it (kill -9) mid-task and gives the task id */
  readonly killMidTask: (task: TaskToKill) => Promise<string>;
}

/**
 * kill -9 tests: the server runs as its own process on a data folder with the demo data (or a PostgreSQL
 * database of its own); `prepare` adds what the file needs before the first start.
 */
export function killedServerFixture(
  prefix: string,
  prepare?: (database: Database) => Promise<void>,
): KilledServerFixture {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  let dataDir = '';
  let databaseUrl: string | undefined;
  const openDatabase = (template?: Blob): Promise<Database> =>
    databaseUrl
      ? createDatabase({ databaseUrl })
      : createDatabase({ pgliteDir: path.join(dataDir, 'pglite'), pgliteTemplate: template });
  // the database starts from the test template, whose keys are sealed under the in-memory master key;
  // on PostgreSQL the restarted server takes an interrupted task over once its lease has run out
  const serverEnv = () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    KEYS_MASTER_KEY: inMemoryMasterKey().key.toString('base64'),
    TASK_LEASE_SECONDS: '3',
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    let database: Database;
    if (onPostgres) {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      databaseUrl = databaseUrlOf(adminUrl, await databaseFromTemplate(adminUrl, true));
      database = await openDatabase();
    } else {
      database = await openDatabase(await pgliteTemplate());
    }
    try {
      await prepare?.(database);
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    // the copied database goes too (FORCE: a killed server's connections may not have timed out yet)
    if (databaseUrl) {
      await onAdmin(
        process.env.TEST_DATABASE_URL!,
        `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
      );
    }
  });

  const fixture: KilledServerFixture = {
    onPostgres,
    withDatabase: async (work) => {
      const database = await openDatabase();
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    start: () => startServerProcess(serverEnv()),
    asServer: (process) => ({ url: process.url }) as TestServer,
    killMidTask: async (task) => {
      const server = await fixture.start();
      try {
        const { access } = await login(fixture.asServer(server), task.email);
        const started = await call<{ task_id: string }>(fixture.asServer(server), 'POST', task.startPath, {
          token: access,
          json: task.json,
        });
        expect(started.status).toBe(202);
        const taskId = started.body.task_id;
        for (let i = 0; ; i++) {
          const reply = await call<{ status: string; progress?: { done: number } }>(
            fixture.asServer(server),
            'GET',
            `${task.resultPath}${taskId}`,
            { token: access },
          );
          expect(reply.body.status).toBe('pending');
          if ((reply.body.progress?.done ?? 0) >= task.done) return taskId;
          if (i > 2000) throw new Error(`${task.what} made no progress`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await server.crash();
      }
    },
  };
  return fixture;
}
