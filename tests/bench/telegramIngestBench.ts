// POST telegrams/: a file of 100,000 telegrams from 5,000 GWF modules (20 quarter-hour readings each, mode 5),
// sent as 10 requests of 10,000, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL; auth/current/ is timed one
// request after another meanwhile. Baselines: the decoder alone over the same telegrams, and auth/current/ idle.
// Run through `npm run bench` (tests/bench/run.ts), or alone: BENCH_ONLY=telegramIngest (BENCH_TELEGRAM_ON=PGlite
// or PostgreSQL for one database).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { installations } from '../../server/db/deviceSchema.ts';
import { commModuleKeys } from '../../server/db/keySchema.ts';
import { companies } from '../../server/db/schema.ts';
import { LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import { decodeTelegram, encodeTelegram, waterRecords } from '../../src/core/telegrams/index.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { benchLogin } from './benchApiCall.ts';
import { percentile, timedCurrent } from './lightRequest.ts';
import { freshDatabase } from './freshDatabase.ts';

const MODULES = 5_000;
const READINGS = 20;
const PER_REQUEST = 10_000;

interface Module {
  id: string;
  key: string;
}

/** 5,000 modules of Riverside on meters of their own, their keys sealed by the server's vault. */
async function addModules(server: TestServer, modules: Module[]): Promise<void> {
  const { db, keyVault } = server.built.ctx;
  const [company] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  for (let at = 0; at < modules.length; at += 1_000) {
    const slice = modules.slice(at, at + 1_000).map((m) => ({ ...m, uuid: randomUUID() }));
    await db.insert(commModuleKeys).values(
      slice.map((m) => ({
        commModUuid: m.uuid,
        moduleSerial: `GWF${m.id}`,
        moduleType: 'rcm-gsm',
        companyId: company.id,
        ...keyVault.seal(m.uuid, { aes_key: m.key, join_eui: null, app_key: null }),
      })),
    );
    await db.insert(installations).values(
      slice.map((m) => ({
        serialNumber: `BENCH-${m.id}`,
        meterType: LORA_METER_TYPE,
        companyId: company.id,
        commModUuid: m.uuid,
        commModuleSerial: `GWF${m.id}`,
      })),
    );
  }
}

function telegramsOf(modules: Module[]): Array<{ hex: string; received_at: string }> {
  const start = Date.UTC(2026, 10, 1);
  const telegrams = [];
  for (let n = 0; n < READINGS; n++)
    for (const [i, m] of modules.entries()) {
      const at = new Date(start + n * 900_000);
      const records = waterRecords({ total_m3: 100 + i / 10 + n * 0.025, flow_m3h: 0.1, meter_datetime: at });
      telegrams.push({
        hex: encodeTelegram({ manufacturer: 'GWF', id: m.id, access_number: n, records, key: m.key }),
        received_at: at.toISOString(),
      });
    }
  return telegrams;
}

async function ingestRun(
  kind: string,
  databaseUrl: string | undefined,
  modules: Module[],
  telegrams: ReturnType<typeof telegramsOf>,
) {
  const server = await startTestServer({
    staticDir: false,
    accessLifetimeSeconds: 3600,
    ...(databaseUrl && { databaseUrl }),
  });
  try {
    await addModules(server, modules);
    const token = await benchLogin(server, 'admin@example.com');
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) idle.push(await timedCurrent(server, token));
    const busy: number[] = [];
    let done = false;
    const light = (async () => {
      while (!done) busy.push(await timedCurrent(server, token));
    })();
    const started = performance.now();
    let stored = 0;
    try {
      for (let at = 0; at < telegrams.length; at += PER_REQUEST) {
        const reply = await fetch(`${server.url}/api/telegrams/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ telegrams: telegrams.slice(at, at + PER_REQUEST) }),
        });
        if (!reply.ok) throw new Error(`telegrams/: ${reply.status} ${(await reply.text()).slice(0, 200)}`);
        stored += ((await reply.json()) as { counts: { stored: number } }).counts.stored;
      }
    } finally {
      done = true;
      await light;
    }
    const seconds = (performance.now() - started) / 1000;
    if (stored !== telegrams.length) throw new Error(`${stored} of ${telegrams.length} telegrams stored`);
    const figures = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
    return [{ kind, seconds, during: `${figures(busy)} (${busy.length} requests)`, idle: figures(idle) }];
  } finally {
    await server.close();
  }
}

export async function benchTelegramIngest(): Promise<Array<{ name: string; value: string; baseline: string }>> {
  const modules = Array.from({ length: MODULES }, (_, i) => ({
    id: String(40_000_000 + i),
    key: randomBytes(16).toString('hex').toUpperCase(),
  }));
  const telegrams = telegramsOf(modules);
  const keyOf = new Map(modules.map((m) => [m.id, m.key]));
  const decodeStart = performance.now();
  for (const t of telegrams) decodeTelegram(t.hex, { key: (sender) => keyOf.get(sender.link.id) });
  const decodeSeconds = (performance.now() - decodeStart) / 1000;
  // BENCH_TELEGRAM_ON=PostgreSQL (or PGlite) runs on that database only
  const on = (kind: string) => (process.env.BENCH_TELEGRAM_ON ?? kind) === kind;
  const runs: Array<[string, string | undefined]> = on('PGlite') ? [['PGlite', undefined]] : [];
  if (process.env.BENCH_DATABASE_URL && on('PostgreSQL'))
    runs.push(['PostgreSQL', await freshDatabase(process.env.BENCH_DATABASE_URL)]);
  const rows = [];
  for (const [kind, url] of runs)
    for (const run of await ingestRun(kind, url, modules, telegrams))
      rows.push(
        {
          name: `ingest ${telegrams.length} telegrams of ${MODULES} modules via POST telegrams/ (${run.kind})`,
          value: `${run.seconds.toFixed(1)} s (${Math.round(telegrams.length / run.seconds)} telegrams/s)`,
          baseline: `decoder alone ${decodeSeconds.toFixed(1)} s; goal ≤ ${run.kind === 'PGlite' ? 15 : 5} s`,
        },
        {
          name: `auth/current/ during that ingest (${run.kind})`,
          value: run.during,
          baseline: `idle ${run.idle}; goal p99 ≤ 200 ms`,
        },
      );
  return rows;
}
