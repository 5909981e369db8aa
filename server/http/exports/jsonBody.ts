import { Readable } from 'node:stream';
import type { ExportBatches } from './exportBatches.ts';
import type { ExportColumns } from './exportColumns.ts';

/** One JSON array, written a batch at a time. */
export function jsonBody(batches: ExportBatches, columns: ExportColumns): Readable {
  async function* chunks() {
    let separator = '';
    yield '[';
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) {
        text += separator + JSON.stringify(columns.tree(row));
        separator = ',';
      }
      yield text;
    }
    yield ']';
  }
  return Readable.from(chunks(), { objectMode: false });
}
