import { Readable, Transform, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportBatches } from './exportBatches.ts';
import type { ExportColumns, ExportRow } from './exportColumns.ts';
import { neutraliseCell } from './neutraliseCell.ts';

/**
 * CSV in the excel dialect (Python csv QUOTE_MINIMAL): a header row, CRLF, a cell quoted only when it
 * holds a comma, a quote or a line break (a lone CR or LF too, which the windows record delimiter alone
 * would leave bare), text cells neutralised against formula injection.
 */
export function csvBody(batches: ExportBatches, columns: ExportColumns): Readable {
  const stringifier = stringify({
    header: true,
    columns: [...columns.names],
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    cast: { string: neutraliseCell, boolean: (value) => (value ? 'true' : 'false') },
  });
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
