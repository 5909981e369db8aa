import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { XMLBuilder } from 'fast-xml-parser';
import iconv from 'iconv-lite';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_FIELDS, type TourField } from '../../../../src/core/domain/tourFields.ts';
import { neutraliseCell } from '../../../http/exports/neutraliseCell.ts';
import { setOwnProperty } from '../../../data/setOwnProperty.ts';
import { writeCsv, type CsvOptions } from '../../../http/exports/writeCsv.ts';
import { yieldToEventLoop } from '../../../jobs/yieldToEventLoop.ts';
import type { RegisterRow, TourRow } from '../tourRepository.ts';
import { checkMapping } from './checkMapping.ts';
import { fixedPositions } from './readFixedWidth.ts';
import { fieldValues, portalRows, tableRows, tableShape } from './tourExportRows.ts';

type Layout = Omit<Converter, 'builtin'>;
export interface TourExportFile {
  /** the file, produced (and for text formats encoded) a slice of registers at a time as it is sent */
  body: Readable;
  contentType: string;
  extension: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** rows encoded between two looks at other requests */
const SLICE_ROWS = 2000;

/**
 * Written row by row by the streaming writer, with turns for other requests between slices: the whole
 * workbook built in memory first took 37 s for 200,000 rows and answered nothing else meanwhile.
 */
async function xlsx(rows: string[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Tour');
  for (let i = 0; i < rows.length; i += 1) {
    sheet.addRow(rows[i].map(neutraliseCell)).commit();
    if ((i + 1) % SLICE_ROWS === 0) await yieldToEventLoop();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * Text a slice at a time, encoded as it goes, with a turn for other requests after each slice: the whole
 * text of a 200,000-row tour built, joined and encoded at once held the thread for over a second. iconv's
 * encoder keeps its state between pieces, so the bytes are those of the whole text encoded at once.
 */
function encodedStream(pieces: () => Iterable<string>, encoding: string): Readable {
  // the encoder and the first piece (a CSV's header) at once, so a layout they refuse fails the request
  // before its answer starts rather than cutting the stream off
  const encoder = iconv.getEncoder(encoding);
  const rest = pieces()[Symbol.iterator]();
  let next = rest.next();
  return Readable.from(
    (async function* () {
      for (; !next.done; next = rest.next()) {
        const bytes = encoder.write(next.value);
        if (bytes.length > 0) yield bytes;
        await yieldToEventLoop();
      }
      const end = encoder.end();
      if (end && end.length > 0) yield end;
    })(),
  );
}

/** consecutive slices of `items`, `SLICE_ROWS` long */
function* slices<T>(items: readonly T[]): Generator<T[]> {
  for (let at = 0; at < items.length; at += SLICE_ROWS) yield items.slice(at, at + SLICE_ROWS);
}

/** CSV text slice by slice: a slice's records end with the delimiter, so the pieces simply join. */
function* csvPieces(head: string[][], rows: Iterable<string[][]>, options: CsvOptions): Generator<string> {
  yield writeCsv(head, options);
  for (const slice of rows) yield writeCsv(slice, options);
}

function fixedLines(layout: Layout, positions: Array<[TourField, number, number]>, registers: RegisterRow[]): string {
  return registers
    .map((r) => {
      let line = r.source[0] ?? '';
      const values = fieldValues(r, layout);
      for (const [field, start, length] of positions) {
        if (field !== 'read_value' && field !== 'read_at') continue;
        const value = values[field].slice(0, length);
        const cell = field === 'read_value' ? value.padStart(length) : value.padEnd(length);
        line = line.padEnd(start + length).slice(0, start) + cell + line.slice(start + length);
      }
      return line;
    })
    .join('\r\n')
    .concat('\r\n');
}

type XmlNode = Record<string, unknown>;
/** An element for the XML builder without a prototype: no path step can reach Object.prototype. */
const element = (): XmlNode => Object.create(null) as XmlNode;

/**
 * Sets `a/b/@c` below a record. Only own properties of prototype-free elements are followed; a step that
 * already holds a value (a layout mapping both `a` and `a/b`) keeps it, and the deeper field is left out.
 */
function put(target: XmlNode, path: string, value: string): void {
  const steps = path.split('/').filter(Boolean);
  let node = target;
  for (const step of steps.slice(0, -1)) {
    if (!Object.hasOwn(node, step)) setOwnProperty<unknown>(node, step, element());
    const next = node[step];
    if (next === null || typeof next !== 'object') return;
    node = next as XmlNode;
  }
  const last = steps.at(-1);
  if (last !== undefined) setOwnProperty<unknown>(node, last, value);
}

function xml(layout: Layout, registers: RegisterRow[]): string {
  checkMapping(layout);
  const path = (layout.record_path ?? 'tour/item').split('/').filter(Boolean);
  const mapped = TOUR_FIELDS.filter((field) => Object.hasOwn(layout.mapping, field) && layout.mapping[field]);
  const records = registers.map((r) => {
    const record = element();
    const values = fieldValues(r, layout);
    for (const field of mapped) put(record, layout.mapping[field]!, values[field]);
    return record;
  });
  let document: unknown = records;
  for (const step of [...path].reverse()) {
    const parent = element();
    setOwnProperty<unknown>(parent, step, document);
    document = parent;
  }
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    format: true,
    suppressEmptyNode: false,
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n${builder.build(document)}`;
}

/** The tour in its converter's own format (the billing system reads back what it wrote), or the portal's csv/xlsx. */
export async function writeTourExport(
  tour: TourRow,
  registers: RegisterRow[],
  format: 'converter' | 'csv' | 'xlsx',
): Promise<TourExportFile> {
  const layout = tour.converter;
  if (format === 'xlsx' || (format === 'converter' && layout?.kind === 'xlsx')) {
    const rows = format === 'xlsx' || !layout ? portalRows(registers) : tableRows(layout, tour.sourceHeader, registers);
    return { body: Readable.from([await xlsx(rows)]), contentType: XLSX, extension: 'xlsx' };
  }
  if (format === 'csv' || !layout) {
    // portalRows gives each slice the header again
    const rows = (function* () {
      for (const slice of slices(registers)) yield portalRows(slice).slice(1);
    })();
    return {
      body: encodedStream(() => csvPieces(portalRows([]), rows, {}), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    };
  }
  if (layout.kind === 'xml')
    return {
      body: Readable.from([Buffer.from(xml(layout, registers), 'utf8')]),
      contentType: 'application/xml; charset=utf-8',
      extension: 'xml',
    };
  // what can refuse a layout is worked out before the answer starts: a stream that fails midway is cut off
  let pieces: () => Iterable<string>;
  if (layout.kind === 'fixed') {
    const positions = fixedPositions(layout);
    pieces = function* () {
      if (registers.length === 0) yield fixedLines(layout, positions, []);
      for (const slice of slices(registers)) yield fixedLines(layout, positions, slice);
    };
  } else {
    const { head, row } = tableShape(layout, tour.sourceHeader, registers);
    pieces = () =>
      csvPieces(
        head,
        (function* () {
          for (const slice of slices(registers)) yield slice.map(row);
        })(),
        { delimiter: layout.delimiter ?? ',' },
      );
  }
  const charset = layout.encoding === 'utf-8' ? 'utf-8' : layout.encoding;
  return {
    body: encodedStream(pieces, layout.encoding),
    contentType: `${layout.kind === 'fixed' ? 'text/plain' : 'text/csv'}; charset=${charset}`,
    extension: layout.extensions[0] ?? 'txt',
  };
}
