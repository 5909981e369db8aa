// Keys export of 100,000 keys (each opened from its sealed form, and logged) beside a readout export of as
// many rows, both streamed as CSV over HTTP from the same server in the same run.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { installations } from '../../server/db/deviceSchema.ts';
import { commModuleKeys } from '../../server/db/keySchema.ts';
import { companies } from '../../server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';

export interface KeysExportRow {
  name: string;
  value: string;
  baseline: string;
}

const ROWS = 100_000;
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

async function seed(server: TestServer): Promise<{ companyId: number; serial: string }> {
  const { db, keyVault } = server.built.ctx;
  const [company] = await db.select().from(companies).where(eq(companies.name, 'Hillcrest Utilities'));
  for (let start = 0; start < ROWS; start += 5000) {
    await db.insert(commModuleKeys).values(
      Array.from({ length: Math.min(5000, ROWS - start) }, (_, i) => {
        const id = randomUUID();
        const n = start + i;
        return {
          commModUuid: id,
          moduleSerial: `B${String(n).padStart(8, '0')}`,
          moduleType: 'rcm-bench',
          meterSerial: `M${n}`,
          companyId: company.id,
          ...keyVault.seal(id, { aes_key: id.replace(/-/g, '').toUpperCase(), join_eui: null, app_key: null }),
        };
      }),
    );
  }
  const serial = 'BENCH-KEYS-READOUTS';
  const [meter] = await db
    .insert(installations)
    .values({ serialNumber: serial, meterType: 'afm', companyId: company.id })
    .returning();
  await db.execute(sql`INSERT INTO readouts (installation_id, ts, total_volume, flow)
    SELECT ${meter.id}, to_timestamp(1262304000 + g * 900), g * 0.01, 1 + sin(g / 40.0)
    FROM generate_series(0, ${ROWS - 1}) AS g`);
  return { companyId: company.id, serial };
}

/** Lines of a streamed download, with the time taken and the peak RSS of this process (server included). */
async function measure(url: string, token: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const lines = await new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (reply) => {
        let count = 0;
        reply.on('data', (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) count++;
        });
        reply.on('end', () => resolve(count));
        reply.on('error', reject);
      })
      .on('error', reject);
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (lines !== ROWS + 1) throw new Error(`${url}: ${lines - 1} of ${ROWS} rows`);
  return `${Math.round(ROWS / (ms / 1000))} rows/s, peak RSS ${mb(peak)} MB (before ${mb(before)} MB)`;
}

export async function benchKeysExport(): Promise<KeysExportRow[]> {
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600 });
  try {
    const { companyId, serial } = await seed(server);
    const login = await fetch(`${server.authBase}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@example.com', password: 'demo1234' }),
    });
    const { access } = (await login.json()) as { access: string };
    const readouts = await measure(`${server.apiBase}v1/readouts.csv/?serial=${serial}`, access);
    const keys = await measure(`${server.apiBase}keys/export.csv/?module_type=rcm-bench&company=${companyId}`, access);
    return [
      {
        name: 'keys export 100k keys CSV over HTTP (decrypted, logged)',
        value: keys,
        baseline: `readout export 100k rows CSV: ${readouts}`,
      },
    ];
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchKeysExport()) console.log(`${row.name}: ${row.value} | ${row.baseline}`);
  process.exit(0);
}
