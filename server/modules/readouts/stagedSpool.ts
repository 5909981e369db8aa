import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stagedCsvPieces, StagedReadings } from './stagedReadings.ts';

/** rows held in memory before they go to the file */
export const SPOOL_ROWS = 65_536;

/** The staged readings of one chunk of the file, with the file rows they came from. */
export interface SpooledChunk {
  staged: StagedReadings;
  rows: Int32Array;
}

type Column = Int32Array | Float64Array | Int16Array;
const columns = (chunk: SpooledChunk): Column[] => [
  chunk.staged.installationId,
  chunk.staged.ms,
  chunk.staged.volume,
  chunk.staged.flow,
  chunk.staged.battery,
  chunk.staged.alertFlags,
  chunk.rows,
];

/**
 * Checked readings of an import file in a temporary file, a chunk of rows at a time, so that however long
 * the file only one chunk is in memory: written while the file is read and checked, read back (as often as
 * needed) to refuse rows by number or to write the readings. Each chunk is its row count and then its typed
 * columns as they are in memory.
 */
export class StagedSpool {
  length = 0;
  /** each spooled meter index's installation id, once the meters are found */
  installations: Int32Array | null = null;
  private chunk: SpooledChunk = { staged: new StagedReadings(SPOOL_ROWS), rows: new Int32Array(SPOOL_ROWS) };
  private written = 0;

  private constructor(
    private readonly folder: string,
    private readonly fd: number,
  ) {}

  static async open(): Promise<StagedSpool> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'reading-import-'));
    return new StagedSpool(folder, openSync(path.join(folder, 'staged'), 'w+'));
  }

  push(
    installationId: number,
    ms: number,
    volume: number,
    flow: number | null,
    battery: number | null,
    flags: number,
    row: number,
  ) {
    const { staged, rows } = this.chunk;
    rows[staged.length] = row;
    staged.push(installationId, ms, volume, flow, battery, flags);
    this.length += 1;
    if (staged.length === SPOOL_ROWS) this.flush();
  }

  /** writes the rows held in memory to the file */
  private flush() {
    const n = this.chunk.staged.length;
    if (n === 0) return;
    this.written += writeSync(this.fd, new Int32Array([n]), 0, 4, this.written);
    for (const column of columns(this.chunk))
      this.written += writeSync(
        this.fd,
        new Uint8Array(column.buffer, 0, n * column.BYTES_PER_ELEMENT),
        0,
        n * column.BYTES_PER_ELEMENT,
        this.written,
      );
    this.chunk.staged.length = 0;
  }

  /** The spooled rows in file order, a chunk at a time (the same arrays each time: use each before the next). */
  *chunks(): Generator<SpooledChunk> {
    this.flush();
    const chunk: SpooledChunk = { staged: new StagedReadings(SPOOL_ROWS), rows: new Int32Array(SPOOL_ROWS) };
    const count = new Int32Array(1);
    for (let at = 0; at < this.written;) {
      at += readSync(this.fd, count, 0, 4, at);
      const n = count[0];
      for (const column of columns(chunk))
        at += readSync(
          this.fd,
          new Uint8Array(column.buffer, 0, n * column.BYTES_PER_ELEMENT),
          0,
          n * column.BYTES_PER_ELEMENT,
          at,
        );
      chunk.staged.length = n;
      yield chunk;
    }
  }

  /** The spooled readings as `readouts` takes them in CSV (stagedReadings.ts), by installation id. */
  *csvPieces(): Generator<string> {
    const ids = this.installations;
    if (!ids) throw new Error('StagedSpool: meters not found yet');
    for (const { staged } of this.chunks()) {
      const column = staged.installationId;
      for (let at = 0; at < staged.length; at += 1) column[at] = ids[column[at]];
      yield* stagedCsvPieces(staged);
    }
  }

  async close(): Promise<void> {
    closeSync(this.fd);
    await rm(this.folder, { recursive: true, force: true });
  }
}
