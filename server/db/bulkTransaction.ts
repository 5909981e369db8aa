import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { yieldToEventLoop } from '../jobs/yieldToEventLoop.ts';
import type { Db } from './createDatabase.ts';

/** CSV text (no header, empty cells are NULL) in pieces, each ending at a line break. */
export type CsvPieces = Iterable<string> | AsyncIterable<string>;

/** Plain SQL inside one transaction, for writes of many rows that go past the query builder. */
export interface BulkSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Loads CSV pieces into `table` through the database's own COPY: PGlite's `/dev/blob` (the pieces joined
   * into blobs of some megabytes, one COPY each), PostgreSQL's `COPY … FROM STDIN` (the pieces streamed as
   * they come).
   */
  copyCsv: (table: string, csv: CsvPieces) => Promise<void>;
  /**
   * Whether a query on `db` outside this transaction waits until it ends (PGlite: one connection): such a
   * query from inside `work` would wait forever.
   */
  blocksOthers: boolean;
}

/**
 * characters of CSV per COPY on PGlite (some 150,000 readings): each COPY holds the thread until it ends, so
 * other requests get their turn between them
 */
const BLOB_CHARS = 8 * 1024 * 1024;

const copyStatement = (table: string, source: string) => `COPY ${table} FROM ${source} WITH (FORMAT csv)`;

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
          // one COPY per blob of some megabytes: never the whole file in memory at once
          let pieces: string[] = [];
          let chars = 0;
          const copy = async () => {
            if (pieces.length > 0) await tx.query(copyStatement(table, `'/dev/blob'`), [], { blob: new Blob(pieces) });
            pieces = [];
            chars = 0;
            await yieldToEventLoop();
          };
          for await (const piece of csv) {
            pieces.push(piece);
            chars += piece.length;
            if (chars >= BLOB_CHARS) await copy();
          }
          await copy();
        },
        blocksOthers: true,
      }),
    );
  if (!(client instanceof pg.Pool)) throw new Error('bulkTransaction: unknown database client');
  const connection: PoolClient = await client.connect();
  try {
    await connection.query('BEGIN');
    const result = await work({
      query: async <Row>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as Row[],
      copyCsv: async (table, csv) => {
        await pipeline(
          Readable.from(csv, { objectMode: false }),
          connection.query(copyFrom(copyStatement(table, 'STDIN'))),
        );
      },
      blocksOthers: false,
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
