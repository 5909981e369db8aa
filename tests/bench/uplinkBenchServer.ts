// Child process for the uplink benchmark: the real server with the demo data (PGlite, or the empty PostgreSQL
// database UPLINK_BENCH_DATABASE_URL names) and a Fastify hello-world, so load generator and servers do not
// share one event loop. Prints one line (URLs, a token, the demo's LoRa device EUIs); then answers each
// `count` line on stdin with the number of stored LoRaWAN readings, and closes when stdin ends.
import { createInterface } from 'node:readline';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { installations, readouts } from '../../server/db/deviceSchema.ts';
import { LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import { apiTokens } from '../support/apiTokens.ts';
import { startTestServer } from '../support/startTestServer.ts';
import { startHelloServer } from './helloServer.ts';

const server = await startTestServer({
  staticDir: false,
  accessLifetimeSeconds: 3600,
  databaseUrl: process.env.UPLINK_BENCH_DATABASE_URL || undefined,
  // the production default (test servers on PostgreSQL turn the caller cache off)
  config: { callerCacheSeconds: 2 },
});
const { db } = server.built.ctx;
const devices = await db
  .select({ eui: installations.deviceEui })
  .from(installations)
  .where(and(eq(installations.meterType, LORA_METER_TYPE), isNotNull(installations.deviceEui)));
const { access } = await apiTokens(server, 'staff@example.com');
const hello = await startHelloServer();

process.stdout.write(
  `${JSON.stringify({ url: server.url, helloUrl: hello.url, token: access, euis: devices.map((d) => d.eui) })}\n`,
);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() !== 'count') return;
  void db
    .select({ n: count() })
    .from(readouts)
    .where(eq(readouts.source, 'lorawan'))
    .then(([row]) => process.stdout.write(`${JSON.stringify({ stored: row.n })}\n`));
});
lines.on('close', () => {
  void Promise.all([server.close(), hello.close()]).then(() => process.exit(0));
});
