// Writes the sample tour files under demo/tours/, one per shipped converter: `node --import tsx scripts/make-tour-samples.ts`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

const out = path.join(import.meta.dirname, '../demo/tours');
const streets = ['Donaulände', 'Hauptplatz', 'Landstraße', 'Mozartstraße', 'Herrenstraße', 'Bethlehemstraße'];
const rows = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1;
  const previous = 100 + n * 37.5;
  return {
    item_number: String(n),
    address: `${streets[i % streets.length]} ${n * 2}, 4020 Linz`,
    meter_serial: `RW${String(70000 + n).padStart(8, '0')}`,
    measuring_point: `MP-${String(n).padStart(4, '0')}`,
    register_id: '1',
    register_kind: 'volume',
    unit: 'm3',
    previous_value: previous.toFixed(3),
    min_value: (previous + 1).toFixed(3),
    max_value: (previous + 90).toFixed(3),
    district: i < 6 ? 'North' : 'South',
  };
});
const columns = Object.keys(rows[0]) as Array<keyof (typeof rows)[number]>;

const quote = (cell: string, delimiter: string) => (cell.includes(delimiter) ? `"${cell}"` : cell);
const cellOf = (r: (typeof rows)[number], c: (typeof columns)[number], decimalComma: boolean) =>
  decimalComma && /_value$/.test(c) ? r[c].replace('.', ',') : r[c];
const csv = (delimiter: string, decimalComma = false) =>
  [
    columns.join(delimiter),
    ...rows.map((r) => columns.map((c) => quote(cellOf(r, c, decimalComma), delimiter)).join(delimiter)),
  ].join('\r\n') + '\r\n';
writeFileSync(path.join(out, 'route-comma.csv'), csv(','));
writeFileSync(path.join(out, 'route-semicolon.csv'), iconv.encode(csv(';', true), 'windows-1252'));
writeFileSync(path.join(out, 'route-tab.tsv'), csv('\t'));

const fixed = rows
  .map((r) =>
    [
      r.item_number.padStart(5),
      r.meter_serial.padEnd(12),
      r.register_id.padEnd(4),
      r.unit.padEnd(4),
      r.previous_value.padStart(12),
      r.min_value.padStart(12),
      r.max_value.padStart(12),
      r.address.padEnd(40).slice(0, 40),
    ].join(''),
  )
  .join('\r\n');
writeFileSync(path.join(out, 'route-fixed.txt'), iconv.encode(`${fixed}\r\n`, 'latin1'));

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const xml = `<?xml version="1.0" encoding="utf-8"?>\n<tour>\n${rows
  .map(
    (r) =>
      `  <item number="${r.item_number}">\n    <address>${esc(r.address)}</address>\n    <meter measuringPoint="${r.measuring_point}"><serial>${r.meter_serial}</serial></meter>\n    <register id="${r.register_id}"><kind>volume</kind><unit>m3</unit><previous>${r.previous_value}</previous><min>${r.min_value}</min><max>${r.max_value}</max></register>\n  </item>`,
  )
  .join('\n')}\n</tour>\n`;
writeFileSync(path.join(out, 'route.xml'), xml);

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Route');
sheet.addRow(columns);
for (const r of rows) sheet.addRow(columns.map((c) => r[c]));
await workbook.xlsx.writeFile(path.join(out, 'route.xlsx'));
