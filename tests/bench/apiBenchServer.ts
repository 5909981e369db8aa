// Child process for the API benchmark: the real server (with a fixture of 150 companies and 150 users)
// and a Fastify hello-world on another port, so load generator and servers do not share one event loop.
// API_BENCH_DATABASE_URL names an empty PostgreSQL database to run on instead of PGlite.
import Fastify from 'fastify';
import { companies, companyProfiles, users } from '../../server/db/schema.ts';
import { startTestServer } from '../support/startTestServer.ts';

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

const login = await fetch(`${server.authBase}token/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'staff@example.com', password: 'demo1234' }),
});
const { access } = (await login.json()) as { access: string };

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ host: '127.0.0.1', port: 0 });
const address = hello.server.address();
const helloUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

process.stdout.write(`${JSON.stringify({ url: server.url, helloUrl, token: access })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void Promise.all([server.close(), hello.close()]).then(() => process.exit(0));
});
