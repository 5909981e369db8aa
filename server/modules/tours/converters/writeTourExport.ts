import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { XMLBuilder } from 'fast-xml-parser';
import iconv from 'iconv-lite';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_FIELDS } from '../../../../src/core/domain/tourFields.ts';
import { neutraliseCell } from '../../../http/exports/neutraliseCell.ts';
import type { RegisterRow, TourRow } from '../tourRepository.ts';
import { fixedPositions } from './readFixedWidth.ts';
import { fieldValues, portalRows, tableRows } from './tourExportRows.ts';

type Layout = Omit<Converter, 'builtin'>;
export interface TourExportFile {
  body: Buffer;
  contentType: string;
  extension: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tour');
  for (const row of rows) sheet.addRow(row.map(neutraliseCell));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function fixedLines(layout: Layout, registers: RegisterRow[]): string {
  const positions = fixedPositions(layout);
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

/** Sets `a/b/@c` in a plain object the XML builder writes. */
function put(target: Record<string, unknown>, path: string, value: string): void {
  const steps = path.split('/').filter(Boolean);
  let node = target;
  // rewritten with the converter's closed field list in the tour converter work; the prototypes are frozen behind it
  // eslint-disable-next-line meter-portal/no-computed-write
  for (const step of steps.slice(0, -1)) node = (node[step] ??= {}) as Record<string, unknown>;
  // eslint-disable-next-line meter-portal/no-computed-write
  node[steps.at(-1)!] = value;
}

function xml(layout: Layout, registers: RegisterRow[]): string {
  const path = (layout.record_path ?? 'tour/item').split('/').filter(Boolean);
  const records = registers.map((r) => {
    const record: Record<string, unknown> = {};
    const values = fieldValues(r, layout);
    for (const field of TOUR_FIELDS) if (layout.mapping[field]) put(record, layout.mapping[field], values[field]);
    return record;
  });
  let document: Record<string, unknown> = { [path.at(-1)!]: records };
  for (const step of path.slice(0, -1).reverse()) document = { [step]: document };
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
    return { body: await xlsx(rows), contentType: XLSX, extension: 'xlsx' };
  }
  if (format === 'csv' || !layout) {
    const text = stringify(
      portalRows(registers).map((row) => row.map(neutraliseCell)),
      { record_delimiter: 'windows' },
    );
    return { body: Buffer.from(text, 'utf8'), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  }
  if (layout.kind === 'xml')
    return {
      body: Buffer.from(xml(layout, registers), 'utf8'),
      contentType: 'application/xml; charset=utf-8',
      extension: 'xml',
    };
  const text =
    layout.kind === 'fixed'
      ? fixedLines(layout, registers)
      : stringify(tableRows(layout, tour.sourceHeader, registers), {
          delimiter: layout.delimiter ?? ',',
          record_delimiter: 'windows',
        });
  const charset = layout.encoding === 'utf-8' ? 'utf-8' : layout.encoding;
  return {
    body: iconv.encode(text, layout.encoding),
    contentType: `${layout.kind === 'fixed' ? 'text/plain' : 'text/csv'}; charset=${charset}`,
    extension: layout.extensions[0] ?? 'txt',
  };
}
