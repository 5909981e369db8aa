import type { ReadoutExportFormat } from '../../../src/core/contract/readouts.ts';

export type ExportCell = string | number | null;
export type ExportRecord = Record<string, ExportCell>;

/** Writes one export piece by piece: the opening, each row as it comes, the closing. */
export interface ExportEncoder {
  contentType: string;
  open(): string;
  row(record: ExportRecord, first: boolean): string;
  close(): string;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a leading
 * apostrophe (OWASP CSV injection). Only string cells: numeric cells are written as numbers, so a negative
 * flow such as -2.5 stays a number a spreadsheet can sum rather than turning into the text "'-2.5".
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Excel dialect (Python csv QUOTE_MINIMAL): quoted only when holding a comma, a quote or a line break. */
function csvCell(value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The three formats of wire-format.md 'Exports', for a fixed list of flat columns. */
export function exportEncoder(format: ReadoutExportFormat, columns: readonly string[]): ExportEncoder {
  switch (format) {
    case 'csv':
      return {
        contentType: 'text/csv; charset=utf-8',
        open: () => `${columns.join(',')}\r\n`,
        row: (record) => `${columns.map((column) => csvCell(record[column] ?? null)).join(',')}\r\n`,
        close: () => '',
      };
    case 'xml':
      return {
        contentType: 'application/xml; charset=utf-8',
        open: () => '<?xml version="1.0" encoding="utf-8"?>\n<root>',
        row: (record) =>
          `<list-item>${columns
            .map((column) => {
              const value = record[column] ?? null;
              return `<${column}>${value === null ? '' : escapeXml(String(value))}</${column}>`;
            })
            .join('')}</list-item>`,
        close: () => '</root>',
      };
    case 'json':
      return {
        contentType: 'application/json; charset=utf-8',
        open: () => '[',
        row: (record, first) =>
          `${first ? '' : ','}${JSON.stringify(Object.fromEntries(columns.map((c) => [c, record[c] ?? null])))}`,
        close: () => ']',
      };
  }
}
