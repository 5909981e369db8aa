import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestServer, type TestServer, type TestServerOptions } from '../../support/startTestServer.ts';

/**
 * The real server for one test file. With TEST_DATABASE_URL (a PostgreSQL server, as in CI) it gets a
 * fresh database of its own, dropped again on close; otherwise an in-memory PGlite.
 */
export async function serverFor(options: TestServerOptions = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || options.databaseUrl) return startTestServer(options);

  const name = `test_${randomBytes(8).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let server: TestServer;
  try {
    server = await startTestServer({ ...options, databaseUrl: url.toString() });
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    ...server,
    async close() {
      try {
        await server.close();
      } finally {
        await dropDatabase(adminUrl, name);
      }
    },
  };
}

/**
 * pg's Pool.end() resolves before its sockets are closed, so the drop waits for them; forcing at once
 * would kill those connections mid-goodbye and surface as unhandled errors in the test run.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Runs one statement on the PostgreSQL server at `adminUrl` (creating or dropping a database). */
export async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
