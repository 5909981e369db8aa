// Where the time of one uplink group and one telegram slice goes, statement by statement, on PostgreSQL
// (BENCH_DATABASE_URL) or PGlite: the real write paths (storeUplinks, storeTelegramReadings) over the demo data
// plus 5,000 meters, with each statement of their transactions timed, and the EXPLAIN (ANALYZE, BUFFERS) of the
// newest-reading write. Alone: node --import tsx tests/bench/profileIngestStatements.ts
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { installations } from '../../server/db/deviceSchema.ts';
import type { Db } from '../../server/db/createDatabase.ts';
import { rowsOf } from '../../server/db/rowsOf.ts';
import { companies } from '../../server/db/schema.ts';
import { storeUplinks, type UplinkToStore } from '../../server/modules/lorawan/storeUplinks.ts';
import { storeTelegramReadings, WRITE_SLICE } from '../../server/modules/telegrams/storeTelegramReadings.ts';
import { LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import { startTestServer } from '../support/startTestServer.ts';
import { freshDatabase } from './freshDatabase.ts';

const dialect = new PgDialect();
const spent = new Map<string, { ms: number; n: number }>();
const plans: string[] = [];
const label = (query: SQL) => dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ').trim().slice(0, 60);
const note = (name: string, ms: number) => {
  const entry = spent.get(name) ?? { ms: 0, n: 0 };
  spent.set(name, { ms: entry.ms + ms, n: entry.n + 1 });
};

/** `db` whose transactions time each statement, and explain the first few writes of the newest reading */
function timed(db: Db): Db {
  const wrapTx = (tx: Pick<Db, 'execute'>) =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return async (query: SQL) => {
          const name = label(query);
          if (/^UPDATE installation/.test(name) && plans.length < 4) {
            const started = performance.now();
            const plan = rowsOf<{ 'QUERY PLAN': string }>(
              await target.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`),
            );
            note(name, performance.now() - started);
            plans.push(plan.map((row) => row['QUERY PLAN']).join('\n'));
            return { rows: [] };
          }
          const started = performance.now();
          const result = await target.execute(query);
          note(name, performance.now() - started);
          return result;
        };
      },
    });
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return async <T>(work: (tx: Pick<Db, 'execute'>) => Promise<T>) => {
        const started = performance.now();
        let inside = 0;
        const result = await target.transaction(async (tx) => {
          const begun = performance.now();
          const answer = await work(wrapTx(tx));
          inside = performance.now() - begun;
          return answer;
        });
        note('(BEGIN + COMMIT)', performance.now() - started - inside);
        return result;
      };
    },
  });
}

const report = (title: string) => {
  console.log(`\n${title}`);
  for (const [name, { ms, n }] of [...spent].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${String(n).padStart(4)}×  ${name}`);
  spent.clear();
};

const url = process.env.BENCH_DATABASE_URL ? await freshDatabase(process.env.BENCH_DATABASE_URL) : undefined;
const server = await startTestServer({ staticDir: false, ...(url && { databaseUrl: url }) });
const { db } = server.built.ctx;
try {
  const [company] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  const made = await db
    .insert(installations)
    .values(
      Array.from({ length: 5_000 }, (_, i) => ({
        serialNumber: `PROF-${i}`,
        meterType: LORA_METER_TYPE,
        companyId: company.id,
      })),
    )
    .returning({ id: installations.id });
  const ids = made.map((row) => row.id);
  const start = Date.UTC(2026, 10, 1);
  // uplinks: groups of 200 over 200 meters, 20 groups
  const GROUP = 200;
  for (let g = 0; g < 20; g++) {
    const group: UplinkToStore[] = Array.from({ length: GROUP }, (_, k) => ({
      event: {
        event: 'up',
        deduplicationId: randomUUID(),
        devEui: null,
        companyId: company.id,
        installationId: ids[k],
        outcome: 'stored',
        reason: null,
      },
      reading: { volumeM3: 100 + g * 0.01, temperature: null, batteryDays: 3000, alerts: [] } as never,
      facts: { time: new Date(start + g * 900_000), rssi: -90, snr: 5, spreadingFactor: 7, frameCounter: g },
    }));
    await storeUplinks(timed(db), group);
  }
  report(`uplinks: 20 groups of ${GROUP} (${url ? 'PostgreSQL' : 'PGlite'})`);
  // telegrams: 10,000 readings of 5,000 meters (two each), slices as the server writes them
  const pending = [];
  for (let n = 0; n < 2; n++)
    for (const id of ids)
      pending.push({
        result: { outcome: 'stored' } as never,
        reading: {
          installationId: id,
          ts: new Date(start + 86_400_000 + n * 900_000),
          totalVolume: 200 + n * 0.025,
          flow: 0.1,
          alertFlags: 0,
          temperature: null,
          batteryLifetime: null,
          signalStrength: -80,
        },
      });
  const slice = url ? WRITE_SLICE.postgres : WRITE_SLICE.pglite;
  const started = performance.now();
  await storeTelegramReadings(timed(db), pending, slice);
  report(
    `telegrams: 10,000 readings of 5,000 meters in slices of ${slice}, ${(performance.now() - started).toFixed(0)} ms`,
  );
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the newest-reading write:\n${plans.join('\n---\n')}`);
} finally {
  await server.close();
}
