// Child process for the API benchmark: the real server (with a fixture of 150 companies and 150 users)
// and a Fastify hello-world on another port, so load generator and servers do not share one event loop.
// API_BENCH_DATABASE_URL names an empty PostgreSQL database to run on instead of PGlite.
import { companies, companyProfiles, users } from '../../server/db/schema.ts';
import { apiTokens } from '../support/apiTokens.ts';
import { startTestServer } from '../support/startTestServer.ts';
import { startHelloServer } from './helloServer.ts';

const server = await startTestServer({
  staticDir: false,
  accessLifetimeSeconds: 3600,
  databaseUrl: process.env.API_BENCH_DATABASE_URL || undefined,
  // the production default (test servers on PostgreSQL turn the caller cache off)
  config: { callerCacheSeconds: 2 },
});
const { db } = server.built.ctx;
const [distributor] = await db
  .insert(companies)
  .values({ name: 'Bench Distribution', customerAccount: 'B-0000', isDistributor: true, isActive: true })
  .returning();
await db.insert(companies).values(
  Array.from({ length: 150 }, (_, i) => ({
    name: `Bench Customer ${i}`,
    customerAccount: `B-${1000 + i}`,
    isActive: true,
    distributorId: distributor.id,
  })),
);
const benchUsers = await db
  .insert(users)
  .values(
    Array.from({ length: 150 }, (_, i) => ({
      email: `bench${i}@example.com`,
      name: `Bench User ${i}`,
      isActive: true,
    })),
  )
  .returning({ id: users.id });
await db
  .insert(companyProfiles)
  .values(benchUsers.map((u) => ({ userId: u.id, companyId: distributor.id, isDefault: true })));

const { access } = await apiTokens(server, 'staff@example.com');
const hello = await startHelloServer();

process.stdout.write(`${JSON.stringify({ url: server.url, helloUrl: hello.url, token: access })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void Promise.all([server.close(), hello.close()]).then(() => process.exit(0));
});
