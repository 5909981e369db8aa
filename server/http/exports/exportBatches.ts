import type { ExportRow } from './exportColumns.ts';

/**
 * The rows of an export in batches: a generator reading the database batch by batch for a streamed export
 * (only one batch is held at a time), or a plain list of batches for a list already in memory.
 */
export type ExportBatches = AsyncIterable<readonly ExportRow[]> | Iterable<readonly ExportRow[]>;
