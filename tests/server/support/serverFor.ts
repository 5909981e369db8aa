import { inMemoryMasterKey } from '../../../server/vault/masterKeys.ts';
import { databaseUrlOf, onAdmin } from '../../support/onAdmin.ts';
import { databaseFromTemplate } from '../../support/postgresTemplate.ts';
import { startTestServer, type TestServer, type TestServerOptions } from '../../support/startTestServer.ts';

/**
 * The real server for one test file. With TEST_DATABASE_URL (a PostgreSQL server, as in CI) it gets a
 * database of its own, copied from the run's seeded template and dropped again on close; otherwise an
 * in-memory PGlite, started from its template dump. Both templates hold the same data, their keys sealed
 * under the in-memory master key.
 */
export async function serverFor(options: TestServerOptions = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || options.databaseUrl) return startTestServer(options);

  const seeded = options.seed !== false;
  const name = await databaseFromTemplate(adminUrl, seeded);
  let server: TestServer;
  try {
    server = await startTestServer({
      ...options,
      databaseUrl: databaseUrlOf(adminUrl, name),
      templateSeeded: seeded,
      config: { keysMasterKey: inMemoryMasterKey().key.toString('hex'), ...options.config },
    });
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
