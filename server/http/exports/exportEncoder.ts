import type { Readable } from 'node:stream';
import type { ExportBatches } from './exportBatches.ts';
import { exportColumns } from './exportColumns.ts';
import { csvBody } from './csvBody.ts';
import { jsonBody } from './jsonBody.ts';
import { xmlBody } from './xmlBody.ts';

/** The formats of every export (wire-format 'Exports'): the readout and meter-group exports offer all three. */
export type ExportFormat = 'csv' | 'xml' | 'json';

/** How one export is written: its content type and the body for its rows. */
export interface ExportEncoder {
  contentType: string;
  encode(batches: ExportBatches): Readable;
}

const formats = {
  csv: { contentType: 'text/csv; charset=utf-8', body: csvBody },
  xml: { contentType: 'application/xml; charset=utf-8', body: xmlBody },
  json: { contentType: 'application/json; charset=utf-8', body: jsonBody },
} as const;

/** The encoder of `format` for a fixed list of columns, which every format writes in this order. */
export function exportEncoder(format: ExportFormat, columnNames: readonly string[]): ExportEncoder {
  const columns = exportColumns(columnNames);
  const { contentType, body } = formats[format];
  return { contentType, encode: (batches) => body(batches, columns) };
}
