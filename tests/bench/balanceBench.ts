// Water balance figures: a month's balance and night flow of a 5,000-meter district (one inlet), each over
// HTTP, beside one scan of the readings they cover (the month and the days before it), same run.
// PGlite by default; BENCH_DATABASE_URL=postgres://… (an empty database) runs it on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { meterGroups } from '../../server/db/deviceSchema.ts';
import { ensureReadoutPartitions } from '../../server/db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../server/db/rowsOf.ts';
import { companies } from '../../server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import type { BenchRow } from './reportsBench.ts';
import { median, token } from './reportsBench.ts';

const METERS = 5000;
/**
 * Readings at these hours of each day (UTC), both in the night window: the balance and the night flow
 * read the register at boundaries, so how dense the readings are barely matters to them.
 */
const HOURS = [2, 4];
const FROM = '2024-02-28T00:00:00Z';
const MONTH = { after: '2024-03-01T00:00:00Z', before: '2024-04-01T00:00:00Z' };

/** A group of METERS new meters (the first its inlet) with readings from FROM to the month's end; its uuid. */
async function district(server: TestServer): Promise<{ uuid: string; rows: number }> {
  const { db } = server.built.ctx;
  const [company] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  const [group] = await db.insert(meterGroups).values({ name: 'Bench district', companyId: company.id }).returning();
  await db.execute(sql`
    WITH made AS (
      INSERT INTO installations (serial_number, meter_type, company_id)
      SELECT 'BAL-BENCH-' || lpad(g::text, 5, '0'), 'afm', ${company.id}::int FROM generate_series(1, ${METERS}::int) AS g
      RETURNING id
    ), members AS (INSERT INTO meter_group_installations (group_id, installation_id) SELECT ${group.id}::int, id FROM made)
    INSERT INTO meter_group_inlets (group_id, installation_id) SELECT ${group.id}::int, min(id) FROM made`);
  await ensureReadoutPartitions(db, new Date(FROM), new Date(MONTH.before));
  await db.execute(sql`
    INSERT INTO readouts (installation_id, ts, total_volume)
    SELECT i.installation_id, t, (i.installation_id % 97) + extract(epoch FROM t - ${FROM}::timestamptz) / 3.6e5
    FROM meter_group_installations AS i
    CROSS JOIN generate_series(${FROM}::timestamptz, ${MONTH.before}::timestamptz - interval '1 day',
      interval '1 day') AS d
    CROSS JOIN LATERAL (SELECT d + make_interval(hours => h) AS t
      FROM unnest(${`{${HOURS.join(',')}}`}::int[]) AS h) AS at
    WHERE i.group_id = ${group.id}::int
    ORDER BY 1, 2`);
  const [{ n }] = rowsOf<{ n: string }>(
    await db.execute(sql`SELECT count(*) AS n FROM readouts
    WHERE installation_id IN (SELECT installation_id FROM meter_group_installations WHERE group_id = ${group.id}::int)`),
  );
  return { uuid: group.uuid, rows: Number(n) };
}

async function once(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function benchBalance(): Promise<BenchRow[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) process.env.SEED_READOUT_DAYS ??= '0.05';
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600, databaseUrl });
  try {
    const auth = await token(server);
    const { uuid, rows } = await district(server);
    const get = (path: string) => async () => {
      const reply = await fetch(`${server.apiBase}${path}`, { headers: { authorization: `Bearer ${auth}` } });
      if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
      await reply.json();
    };
    const range = `date_after=${MONTH.after}&date_before=${MONTH.before}`;
    const scan = () =>
      server.built.ctx.db.execute(sql`SELECT count(*), sum(total_volume) FROM readouts
        WHERE installation_id IN (SELECT installation_id FROM meter_group_installations WHERE group_id =
          (SELECT id FROM meter_groups WHERE uuid = ${uuid})) AND ts >= ${FROM}::timestamptz AND ts < ${MONTH.before}::timestamptz`);
    const baselineMs = await median(5, scan);
    const baselineName = `one scan of its ${rows.toLocaleString('en')} readings`;
    return [
      {
        name: `balance of a month, ${METERS} meters (${HOURS.length} readings a day)`,
        ms: await median(5, get(`meter-groups/${uuid}/balance/?granularity=month&${range}`)),
        baselineName,
        baselineMs,
      },
      {
        name: `night flow of a month, ${METERS} meters`,
        // one run: the balance's runs warmed the server, and each takes seconds
        ms: await once(get(`meter-groups/${uuid}/night-flow/?${range}`)),
        baselineName,
        baselineMs,
      },
    ];
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  for (const row of await benchBalance())
    console.log(`${row.name}: ${row.ms.toFixed(1)} ms | ${row.baselineName}: ${row.baselineMs.toFixed(1)} ms`);
  console.log(`whole run ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
