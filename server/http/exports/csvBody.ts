import { Readable, Transform, pipeline } from 'node:stream';
import type { ExportBatches } from './exportBatches.ts';
import type { ExportColumns, ExportRow } from './exportColumns.ts';
import { csvStream } from './writeCsv.ts';

/** A grid export as CSV with a header row, written by the one CSV writer (`writeCsv.ts`). */
export function csvBody(batches: ExportBatches, columns: ExportColumns): Readable {
  const stringifier = csvStream(columns.names);
  const rows = new Transform({
    objectMode: true,
    transform(batch: readonly ExportRow[], _encoding, done) {
      for (const row of batch) this.push(columns.cells(row));
      done();
    },
  });
  // The stringifier is what gets sent: destroying it (the client went away) stops the reading of batches,
  // and a failure while reading them errors it, which cuts the response short.
  return pipeline(Readable.from(batches), rows, stringifier, () => {});
}
