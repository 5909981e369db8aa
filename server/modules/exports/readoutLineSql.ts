import { XMLBuilder } from 'fast-xml-parser';
import type { ReadoutExportRow } from '../../../src/core/contract/readouts.ts';
import { writeCsv } from '../../http/exports/writeCsv.ts';
import { cellSql, type TextFormat } from './readoutCellSql.ts';

type Column = keyof ReadoutExportRow;

/** How one format frames its rows: what comes before the first, between two and after the last. */
export interface ReadoutDocument {
  head: string;
  separator: string;
  tail: string;
  /** the SQL of one row's text, SERIAL_MARK standing for the meter's serial cell */
  lineSql: string;
  /** the meter's serial number as this format writes the cell */
  serialCell(serial: string): string;
}

const xmlBuilder = new XMLBuilder({ suppressEmptyNode: false });
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The readout export as PostgreSQL writes it, row by row, in exactly the bytes the object encoders
 * (server/http/exports/) write for the same rows: CSV via the one CSV writer (writeCsv), JSON.stringify, fast-xml-parser.
 * The serial cell is encoded here, once per meter, by those same libraries.
 */
export function readoutDocument(format: TextFormat, columns: readonly Column[]): ReadoutDocument {
  const cells = columns.map((column) => cellSql(format, column));
  switch (format) {
    case 'csv':
      return {
        head: writeCsv([columns]),
        separator: '',
        tail: '',
        lineSql: `${cells.map((cell) => `coalesce(${cell}, '')`).join(` || ',' || `)} || E'\\r\\n'`,
        serialCell: (serial) => writeCsv([[serial]]).slice(0, -2),
      };
    case 'json':
      return {
        head: '[',
        separator: ',',
        tail: ']',
        lineSql: `'{' || ${cells
          .map((cell, i) => `${sqlText(`${JSON.stringify(columns[i])}:`)} || coalesce(${cell}, 'null')`)
          .join(` || ',' || `)} || '}'`,
        serialCell: (serial) => JSON.stringify(serial),
      };
    case 'xml':
      return {
        head: '<?xml version="1.0" encoding="utf-8"?>\n<root>',
        separator: '',
        tail: '</root>',
        lineSql: `'<list-item>' || ${cells
          .map((cell, i) => `'<${columns[i]}>' || coalesce(${cell}, '') || '</${columns[i]}>'`)
          .join(' || ')} || '</list-item>'`,
        serialCell: (serial) => xmlBuilder.build({ s: serial }).slice('<s>'.length, -'</s>'.length),
      };
  }
}
