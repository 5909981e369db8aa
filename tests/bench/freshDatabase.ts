import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new empty database on the PostgreSQL server of `adminUrl`, for one bench; its URL. Left behind on
 * purpose: the bench's server process owns connections to it until it exits.
 */
export async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database `freshDatabase` made, once whatever used it has closed its connections. */
export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
