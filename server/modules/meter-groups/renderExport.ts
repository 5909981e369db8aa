import { stringify } from 'csv-stringify/sync';
import type { ExportFormat } from '../../../src/core/contract/meterGroups.ts';
import { flattenRow } from './flattenRow.ts';

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a leading
 * apostrophe (OWASP CSV injection). Numbers stay numbers: a negative longitude is data, not a formula.
 */
function neutralise(value: unknown): unknown {
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function xmlValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => `<list-item>${xmlValue(item)}</list-item>`).join('');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `<${key}>${xmlValue(inner)}</${key}>`)
      .join('');
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? escapeXml(String(value))
    : '';
}

/** An export list as JSON, CSV (excel dialect, CRLF, header row, dotted keys) or XML (wire-format.md 'Exports'). */
export function renderExport(
  rows: Array<Record<string, unknown>>,
  format: ExportFormat,
  columns: string[],
): { body: string; contentType: string } {
  if (format === 'json') return { body: JSON.stringify(rows), contentType: 'application/json; charset=utf-8' };
  if (format === 'xml') {
    return {
      body: `<?xml version="1.0" encoding="utf-8"?>\n<root>${xmlValue(rows)}</root>`,
      contentType: 'application/xml; charset=utf-8',
    };
  }
  const records = rows.map((row) => {
    const flat = flattenRow(row);
    return columns.map((column) => neutralise(flat[column] ?? null));
  });
  const body = stringify([columns, ...records], {
    record_delimiter: 'windows',
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
  return { body, contentType: 'text/csv; charset=utf-8' };
}
