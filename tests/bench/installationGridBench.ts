// The installations grid's queries (every ordering and filter the grid offers, page and count) at 1,000,000
// installations on PostgreSQL, each with the grid indexes and, as the baseline in the same run, without them
// (dropped inside a transaction that is rolled back). Writes the EXPLAIN ANALYZE of each query to
// test-results/installation-grid-explain.txt. Needs BENCH_DATABASE_URL; BENCH_GRID_ROWS sizes the table.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { InstallationListQuery } from '../../src/core/contract/installations.ts';
import { companyScopeOf, unscoped, type CompanyScope } from '../../server/data/companyScope.ts';
import type { Caller } from '../../server/auth/Caller.ts';
import { createDatabase, type Db } from '../../server/db/createDatabase.ts';
import { rowsOf } from '../../server/db/rowsOf.ts';
import { installationRepository } from '../../server/modules/installations/installationRepository.ts';
import { dropDatabase, freshDatabase } from './freshDatabase.ts';
import { median } from './median.ts';

export interface GridRow {
  name: string;
  value: string;
  baseline: string;
}

/** the indexes migrations 0011 and 0024 (installation_latest) add for the grid; the baseline runs without them */
const GRID_INDEXES = [
  'installation_latest_last_readout_idx',
  'installation_latest_volume_idx',
  'installation_latest_alert_count_idx',
  'installations_created_at_idx',
  'installations_company_serial_idx',
  'installations_meter_type_idx',
  'installations_search_idx',
  'installation_latest_company_last_readout_idx',
  'installation_latest_company_volume_idx',
  'installation_latest_company_alert_count_idx',
  'installations_company_created_at_idx',
];

/** the grid indexes on the columns every new reading writes (newest reading, volume, open alerts) */
const PER_READING_INDEXES = GRID_INDEXES.filter((index) => /last_readout|volume|alert_count/.test(index));

const COMPANIES = 200;
const root = path.resolve(import.meta.dirname, '../..');
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const RUNS = 5;

async function fill(db: Db, rows: number): Promise<number> {
  // bulk load as an operator would: the grid indexes are built once after the rows, not row by row
  for (const index of GRID_INDEXES) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${index}`));
  await db.execute(sql`
    INSERT INTO companies (name, customer_account, is_active)
    SELECT 'Grid Company ' || i, 'G-' || i, true FROM generate_series(1, ${COMPANIES}) AS i`);
  // companies are skewed like real tenancies: a few large, many small
  await db.execute(sql`
    INSERT INTO installations (serial_number, device_eui, meter_type, article, production_number,
      comm_module_serial, company_id, latitude, longitude, created_at)
    SELECT lpad(i::text, 9, '0'), CASE WHEN i % 3 = 0 THEN upper(to_hex(i::bigint * 7919)) END,
      (ARRAY['afm','rcmlrwotaa','wmbus','hcar'])[1 + i % 4], 'ART-' || (i % 97), 'P' || (i % 10007),
      CASE WHEN i % 2 = 0 THEN 'M' || lpad(to_hex(i), 8, '0') END,
      (SELECT min(id) FROM companies) + floor(${COMPANIES} * power(random(), 3))::int,
      47 + random() * 8, 6 + random() * 10,
      now() - (random() * interval '3 years')
    FROM generate_series(1, ${rows}) AS i`);
  // each installation's newest reading (its row made by the insert's trigger): nine in ten read, one in fifty alerting
  await db.execute(sql`
    UPDATE installation_latest SET
      last_readout_at = CASE WHEN installation_id % 10 <> 0 THEN now() - (random() * interval '90 days') END,
      volume_m3 = CASE WHEN installation_id % 10 <> 0 THEN round((random() * 5000)::numeric, 3) END,
      alert_count = CASE WHEN installation_id % 50 = 0 THEN 1 + installation_id % 4 ELSE 0 END`);
  const gridIndexes = (file: string, pick: (statement: string) => boolean) =>
    readFileSync(path.join(root, 'server/db/migrations', file), 'utf8')
      .split('--> statement-breakpoint')
      .filter(pick);
  const statements = [
    ...gridIndexes('0011_grid_indexes.sql', (statement) => !/last_readout|volume|alert_count/.test(statement)),
    ...gridIndexes('0024_installation_latest.sql', (statement) => /CREATE INDEX/.test(statement)),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  await db.execute(sql`VACUUM ANALYZE installations`);
  await db.execute(sql`VACUUM ANALYZE installation_latest`);
  // a mid-sized tenant: the 21st company by meter count
  const result = await db.execute(
    sql`SELECT company_id AS id FROM installations GROUP BY company_id ORDER BY count(*) DESC OFFSET 20 LIMIT 1`,
  );
  return rowsOf<{ id: number }>(result)[0].id;
}

async function timePage(db: Db | Tx, scope: CompanyScope, q: InstallationListQuery): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await installationRepository(db, scope).page(q, { limit: 100, offset: 0 });
    times.push(performance.now() - started);
  }
  return median(times);
}

/** the SQL the repository sends for a page and its count, captured from the driver */
async function explain(client: pg.Client, statements: Array<{ text: string; values: unknown[] }>): Promise<string> {
  const plans: string[] = [];
  for (const { text, values } of statements) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`, values);
    plans.push(`${text}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
  return plans.join('\n\n');
}

export async function benchInstallationGrid(): Promise<GridRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const rows = Number(process.env.BENCH_GRID_ROWS ?? 1_000_000);
  if (!adminUrl)
    return [{ name: 'installations grid at 1M rows', value: 'skipped', baseline: 'needs BENCH_DATABASE_URL' }];
  const url = await freshDatabase(adminUrl);
  const database = await createDatabase({ databaseUrl: url });
  const capture = new pg.Client({ connectionString: url });
  await capture.connect();
  try {
    const started = performance.now();
    const company = await fill(database.db, rows);
    const fillSeconds = (performance.now() - started) / 1000;
    const staff = unscoped('bench: a staff caller sees every company');
    const oneCompany = companyScopeOf({ companyIds: [company], embed: undefined } as unknown as Caller);
    const cases: Array<[string, CompanyScope, InstallationListQuery]> = [
      ['staff, serial number', staff, {}],
      ['staff, -last_readout', staff, { ordering: '-last_readout' }],
      ['staff, volume', staff, { ordering: 'volume' }],
      ['staff, -alert_count', staff, { ordering: '-alert_count' }],
      ['staff, -created_at', staff, { ordering: '-created_at' }],
      ['staff, meter type', staff, { meter_type: 'wmbus' }],
      ['staff, search "00042"', staff, { search: '00042' }],
      ['one company, serial number', oneCompany, {}],
      ['one company, -last_readout', oneCompany, { ordering: '-last_readout' }],
      ['one company, meter type + search', oneCompany, { meter_type: 'afm', search: '12' }],
    ] as Array<[string, CompanyScope, InstallationListQuery]>;
    const withIndexes = new Map<string, number>();
    const plans: string[] = [];
    for (const [name, scope, q] of cases) {
      withIndexes.set(name, await timePage(database.db, scope, q));
      plans.push(`### ${name}\n${await explain(capture, await statementsOf(database.db, scope, q))}`);
    }
    const timedWithout = async (indexes: readonly string[]) => {
      const times = new Map<string, number>();
      await database.db
        .transaction(async (tx) => {
          for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX IF EXISTS ${index}`));
          for (const [name, scope, q] of cases) times.set(name, await timePage(tx, scope, q));
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
        });
      return times;
    };
    const without = await timedWithout(GRID_INDEXES);
    const withoutPerReading = await timedWithout(PER_READING_INDEXES);
    const out = path.join(root, 'test-results/installation-grid-explain.txt');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, plans.join('\n\n'));
    return [
      {
        name: `installations grid: ${rows.toLocaleString('en')} rows filled in SQL`,
        value: `${fillSeconds.toFixed(1)} s`,
        baseline: '',
      },
      ...cases.map(([name]) => ({
        name: `installations grid at ${rows.toLocaleString('en')}: ${name} (page of 100 + count, median of ${RUNS})`,
        value: `${withIndexes.get(name)!.toFixed(1)} ms`,
        baseline: `without the grid indexes ${without.get(name)!.toFixed(1)} ms; without those of the columns each reading writes ${withoutPerReading.get(name)!.toFixed(1)} ms`,
      })),
    ];
  } finally {
    await capture.end();
    await database.close();
    await dropDatabase(adminUrl, url);
  }
}

/** the page and count statements of one grid query, as the driver receives them */
async function statementsOf(db: Db, scope: CompanyScope, q: InstallationListQuery) {
  const pool = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = pool.query;
  const captured: Array<{ text: string; values: unknown[] }> = [];
  pool.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    captured.push(
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { text: first.text, values: first.values ?? second ?? [] },
    );
    return original.apply(pool, args);
  };
  try {
    await installationRepository(db, scope).page(q, { limit: 100, offset: 0 });
  } finally {
    pool.query = original;
  }
  return captured;
}
