import { PGlite } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import pg from 'pg';
import type { Db } from './createDatabase.ts';

/** Plain SQL inside one transaction, for writes of many rows that go past the query builder. */
export interface BulkSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Loads CSV text (no header, empty cells are NULL) into `table` through the database's own COPY, where
   * this connection can: PGlite's `/dev/blob`. On PostgreSQL without a COPY stream library it is absent,
   * and the caller loads through parameters.
   */
  copyCsv?: (table: string, csv: string) => Promise<void>;
}

/**
 * Runs `work` in one transaction on the connection under `db`: PGlite's own transaction (with its COPY), or
 * a pooled PostgreSQL connection between BEGIN and COMMIT. An error rolls everything back.
 */
export async function bulkTransaction<T>(db: Db, work: (session: BulkSession) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite)
    return client.transaction((tx) =>
      work({
        query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
        copyCsv: async (table, csv) => {
          await tx.query(`COPY ${table} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
        },
      }),
    );
  if (!(client instanceof pg.Pool)) throw new Error('bulkTransaction: unknown database client');
  const connection: PoolClient = await client.connect();
  try {
    await connection.query('BEGIN');
    const result = await work({
      query: async <Row>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as Row[],
    });
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
