import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/createDatabase.ts';
import { ensureReadoutPartitions } from '../../../server/db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../../server/db/rowsOf.ts';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../server/db/migrations');
const PARTITIONING = '0012_readout_partitions';

/** A copy of the migrations that stops before the partitioning one: the schema as it was. */
async function migrationsBeforePartitioning(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === PARTITIONING);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

interface Harness {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteHarness(): Promise<Harness> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function postgresHarness(adminUrl: string): Promise<Harness> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const query = async <T>(db: Db, statement: SQL) => rowsOf<T>(await db.execute(statement));

/** Where each reading of meter 1 is kept: `ts` (ISO) → table. */
async function placement(db: Db): Promise<Record<string, string>> {
  const rows = await query<{ ts: string; home: string }>(
    db,
    sql`SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ts, tableoid::regclass::text AS home
      FROM readouts WHERE installation_id = 1 ORDER BY ts`,
  );
  return Object.fromEntries(rows.map((row) => [row.ts, row.home]));
}

const EXISTING = ['1999-12-31T23:45:00Z', '2025-01-31T23:45:00Z', '2025-02-01T00:00:00Z', '2025-03-15T12:00:00Z'];

describe.each([
  ['PGlite', () => pgliteHarness()],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', () => postgresHarness(process.env.TEST_DATABASE_URL!)]] : []),
] as Array<[string, () => Promise<Harness>]>)('readouts partitioned by month on %s', (_, open) => {
  let harness: Harness;
  let before: string;

  beforeAll(async () => {
    before = await migrationsBeforePartitioning();
    harness = await open();
    await harness.migrate(before);
    const values = EXISTING.map((ts, i) => sql`(1, ${ts}::timestamptz, ${i + 0.5}, ${i})`);
    await harness.db.execute(sql`INSERT INTO readouts (installation_id, ts, total_volume, alert_flags)
      VALUES ${sql.join(values, sql`, `)}`);
    await harness.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await harness?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('keeps the readouts it found, each in its month', async () => {
    const rows = await query<{ total_volume: number; alert_flags: number }>(
      harness.db,
      sql`SELECT total_volume, alert_flags FROM readouts WHERE installation_id = 1 ORDER BY ts`,
    );
    expect(rows).toEqual(EXISTING.map((_, i) => ({ total_volume: i + 0.5, alert_flags: i })));
    expect(await placement(harness.db)).toEqual({
      '1999-12-31T23:45:00Z': 'readouts_1999_12',
      '2025-01-31T23:45:00Z': 'readouts_2025_01',
      '2025-02-01T00:00:00Z': 'readouts_2025_02',
      '2025-03-15T12:00:00Z': 'readouts_2025_03',
    });
    const [{ old }] = await query<{ old: string | null }>(
      harness.db,
      sql`SELECT to_regclass('readouts_unpartitioned') AS old`,
    );
    expect(old).toBeNull();
  });

  it('keeps the primary key on (installation_id, ts) across partitions', async () => {
    await expect(
      harness.db.execute(sql`INSERT INTO readouts (installation_id, ts) VALUES (1, '2025-03-15T12:00:00Z')`),
    ).rejects.toThrow();
  });

  it('takes readings far in the past and future into the DEFAULT partition', async () => {
    await harness.db.execute(sql`INSERT INTO readouts (installation_id, ts) VALUES
      (1, '1900-01-01T00:00:00Z'), (1, '2999-06-30T23:45:00Z'), (1, '2999-07-01T00:00:00Z')`);
    const homes = await placement(harness.db);
    expect(homes['1900-01-01T00:00:00Z']).toBe('readouts_default');
    expect(homes['2999-06-30T23:45:00Z']).toBe('readouts_default');
    expect(homes['2999-07-01T00:00:00Z']).toBe('readouts_default');
  });

  it('moves a month out of the DEFAULT partition when its partition is made', async () => {
    await ensureReadoutPartitions(harness.db, new Date('2999-06-15T00:00:00Z'), new Date('2999-06-16T00:00:00Z'));
    const homes = await placement(harness.db);
    expect(homes['2999-06-30T23:45:00Z']).toBe('readouts_2999_06');
    expect(homes['2999-07-01T00:00:00Z']).toBe('readouts_default');
    // made once: a second call finds it
    await ensureReadoutPartitions(harness.db, new Date('2999-06-01T00:00:00Z'), new Date('2999-06-30T00:00:00Z'));
    await harness.db.execute(sql`INSERT INTO readouts (installation_id, ts) VALUES (2, '2999-06-02T00:00:00Z')`);
    const [{ home }] = await query<{ home: string }>(
      harness.db,
      sql`SELECT tableoid::regclass::text AS home FROM readouts WHERE installation_id = 2`,
    );
    expect(home).toBe('readouts_2999_06');
  });

  it('reads only the partitions of the asked range', async () => {
    const plan = await query<{ 'QUERY PLAN': string }>(
      harness.db,
      sql`EXPLAIN SELECT * FROM readouts WHERE installation_id = 1
        AND ts >= '2025-02-01T00:00:00Z'::timestamptz AND ts < '2025-03-01T00:00:00Z'::timestamptz`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('readouts_2025_02');
    expect(text).not.toContain('readouts_2025_01');
    expect(text).not.toContain('readouts_2025_03');
    expect(text).not.toContain('readouts_default');
  });
});
