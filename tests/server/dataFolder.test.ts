import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase.ts';
import { inMemoryMasterKey } from '../../server/vault/masterKeys.ts';
import { pgliteTemplate } from '../support/pgliteTemplate.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import type { TestServer } from '../support/startTestServer.ts';
import { call } from './support/api.ts';

const parent = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-data-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

/** Runs `work` with the process umask 0, so only the server's own care keeps its files private. */
async function withOpenUmask<T>(work: () => Promise<T>): Promise<T> {
  const before = process.umask(0);
  try {
    return await work();
  } finally {
    process.umask(before);
  }
}

/** A server process started with umask 0 (a child inherits its parent's umask). */
const startOpen = (env: Record<string, string>) => withOpenUmask(() => startServerProcess(env));

/** Every folder and file below `dir` (itself included) whose mode is not 0700 or 0600. */
async function looseEntries(dir: string): Promise<string[]> {
  const loose: string[] = [];
  const walk = async (entry: string) => {
    const stat = await lstat(entry);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) loose.push(`${entry} ${mode.toString(8)}`);
      for (const child of await readdir(entry)) await walk(path.join(entry, child));
    } else if (mode !== 0o600) loose.push(`${entry} ${mode.toString(8)}`);
  };
  await walk(dir);
  return loose;
}

const modeOf = async (entry: string) => (await lstat(entry)).mode & 0o777;
const asServer = (server: ServerProcess) => ({ url: server.url }) as TestServer;
const MASTER_KEY_WARNING = /master key .* same folder as the database/i;

describe('the embedded database on a fresh checkout', () => {
  it('creates its data folder and the folders above it', async () => {
    const dir = path.join(parent, '.data', 'pglite');
    const database = await createDatabase({ pgliteDir: dir });
    try {
      expect(database.kind).toBe('pglite');
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('the data folder is readable by the server only', () => {
  it('keeps the database, the outbox mails and the secrets 0600 in 0700 folders, whatever the umask', async () => {
    const dataDir = path.join(parent, 'open-umask');
    // a database written by an earlier version under umask 0: its files are 0666 before this start
    const template = await pgliteTemplate();
    await withOpenUmask(async () => {
      const database = await createDatabase({ pgliteDir: path.join(dataDir, 'pglite'), pgliteTemplate: template });
      await database.close();
    });
    expect(await modeOf(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(0o666);
    // not the server's: left as it is
    const notes = path.join(dataDir, 'operator-notes.txt');
    await writeFile(notes, 'backups go to the tape on Fridays');
    await chmod(notes, 0o644);

    const server = await startOpen({
      DATA_DIR: dataDir,
      KEYS_MASTER_KEY: inMemoryMasterKey().key.toString('base64'),
    });
    try {
      // a mail holding a live reset link, and database writes after the start
      const reset = await call(asServer(server), 'POST', '/api/users/reset_request/', {
        json: { email: 'user@example.com' },
      });
      expect(reset.status).toBeLessThan(300);
      for (
        let i = 0;
        !existsSync(path.join(dataDir, 'outbox')) || (await readdir(path.join(dataDir, 'outbox'))).length === 0;
        i++
      ) {
        if (i > 200) throw new Error('no mail in the outbox');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(await looseEntries(dataDir)).toEqual([`${notes} 644`]);
  }, 120_000);

  it('generates the master key outside the data folder, in a private folder of its own', async () => {
    const dataDir = path.join(parent, 'fresh');
    const server = await startOpen({ DATA_DIR: dataDir });
    try {
      expect(server.output()).not.toMatch(MASTER_KEY_WARNING);
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(dataDir, 'keys-master-key'))).toBe(false);
    const keyFile = `${dataDir}.keys/keys-master-key`;
    expect(await modeOf(keyFile)).toBe(0o600);
    expect(await modeOf(path.dirname(keyFile))).toBe(0o700);
    expect(await looseEntries(dataDir)).toEqual([]);
  }, 120_000);

  it('keeps the master key where KEYS_MASTER_KEY_FILE says', async () => {
    const dataDir = path.join(parent, 'configured');
    const keyFile = path.join(parent, 'secret-store', 'portal', 'master');
    const server = await startOpen({ DATA_DIR: dataDir, KEYS_MASTER_KEY_FILE: keyFile });
    await server.stop();
    expect(await modeOf(keyFile)).toBe(0o600);
    expect(existsSync(path.join(dataDir, 'keys-master-key'))).toBe(false);
    expect(existsSync(`${dataDir}.keys`)).toBe(false);
  }, 120_000);

  it('still reads a master key kept beside the database, and warns at start when the database holds no demo data', async () => {
    const dataDir = path.join(parent, 'legacy');
    await mkdir(dataDir, { recursive: true });
    // the key an earlier version generated into the data folder
    await writeFile(path.join(dataDir, 'keys-master-key'), randomBytes(32).toString('base64'));
    const server = await startOpen({ DATA_DIR: dataDir });
    try {
      expect(server.output()).toMatch(MASTER_KEY_WARNING);
    } finally {
      await server.stop();
    }
    expect(existsSync(`${dataDir}.keys`)).toBe(false);
    expect(await modeOf(path.join(dataDir, 'keys-master-key'))).toBe(0o600);
  }, 120_000);

  it('does not warn about a master key beside a demo database', async () => {
    const dataDir = path.join(parent, 'legacy-demo');
    const template = await pgliteTemplate();
    const database = await createDatabase({ pgliteDir: path.join(dataDir, 'pglite'), pgliteTemplate: template });
    await database.close();
    await writeFile(path.join(dataDir, 'keys-master-key'), inMemoryMasterKey().key.toString('base64'));
    const server = await startOpen({ DATA_DIR: dataDir });
    try {
      expect(server.output()).not.toMatch(MASTER_KEY_WARNING);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
