import { Readable } from 'node:stream';
import { XMLBuilder } from 'fast-xml-parser';
import type { ExportBatches } from './exportBatches.ts';
import type { ExportColumns } from './exportColumns.ts';

const builder = new XMLBuilder({ suppressEmptyNode: false });

/** DRF's XML renderer: null as an empty element, a list as `list-item` elements. */
function xmlNode(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return { 'list-item': value.map(xmlNode) };
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, xmlNode(inner)]));
  }
  return value;
}

/** `<root>` with one `<list-item>` per row, built row by row so a long export never holds more than a batch. */
export function xmlBody(batches: ExportBatches, columns: ExportColumns): Readable {
  async function* chunks() {
    yield '<?xml version="1.0" encoding="utf-8"?>\n<root>';
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) text += builder.build({ 'list-item': columns.tree(row, xmlNode) });
      yield text;
    }
    yield '</root>';
  }
  return Readable.from(chunks(), { objectMode: false });
}
