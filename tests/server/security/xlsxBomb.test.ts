import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../support/serverSuite.ts';

interface Part {
  name: string;
  data: Buffer;
  /** the unpacked size the archive claims, if not the true one */
  claimedSize?: number;
  /** a local entry the central directory leaves out */
  hidden?: boolean;
}

/** A ZIP archive of deflated parts (local headers, central directory, end record). */
function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.data, { level: 9 });
    const size = part.claimedSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(part.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(part.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    if (!part.hidden) centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const listed = parts.filter((part) => !part.hidden).length;
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A worksheet whose XML is `size` bytes: a row of three cells, then blanks (which deflate to almost nothing). */
function bigSheet(size: number): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

function sheetWithRows(rows: number): Buffer {
  const body = Array.from({ length: rows }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`);
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`,
  );
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const xmlOf = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);

/** A workbook of one sheet whose cells are shared strings, with every part ExcelJS looks for. */
function workbookParts(rows: string[][], sharedStrings: Buffer): Part[] {
  const strings: string[] = [];
  const sheetRows = rows.map((cells, r) => {
    const row = cells.map((text, c) => {
      strings.push(text);
      return `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="s"><v>${strings.length - 1}</v></c>`;
    });
    return `<row r="${r + 1}">${row.join('')}</row>`;
  });
  const sst = xmlOf(
    `<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`,
  );
  return [
    {
      name: '[Content_Types].xml',
      data: xmlOf(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xmlOf(
        `<workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xmlOf(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/sharedStrings.xml', data: sharedStrings.length > 0 ? sharedStrings : sst },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xmlOf(`<worksheet xmlns="${MAIN}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`),
    },
  ];
}

/**
 * A small workbook whose shared strings hide in a local entry the central directory does not list: a
 * reader that goes entry by entry unpacks it, a size check that reads the directory never sees it.
 */
function hiddenSharedStrings(rows: string[][], unpacked: number): Buffer {
  const parts = workbookParts(rows, Buffer.alloc(0));
  const sst = parts.find((part) => part.name === 'xl/sharedStrings.xml')!;
  const head = Buffer.from(sst.data.toString().replace('</sst>', ''));
  const tail = Buffer.from('</sst>');
  const bomb = Buffer.concat([head, Buffer.alloc(unpacked - head.length - tail.length, 0x20), tail]);
  // the listed part is harmless; the hidden one comes first, as a streaming reader meets it
  return zipOf([{ name: 'xl/sharedStrings.xml', data: bomb, hidden: true }, ...parts]);
}

const suite = serverSuite({ signIn: { admin: 'admin@example.com' } });
const { tokens } = suite;

async function upload(
  content: Buffer,
  language = 'en',
  target = { path: '/api/update-geopositions/', name: 'positions.xlsx', fields: {} as Record<string, string> },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(target.fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(content)]), target.name);
  const started = performance.now();
  const response = await fetch(`${suite.server.url}${target.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens.admin}`, 'Accept-Language': language },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown, ms: performance.now() - started };
}

describe('an XLSX upload', () => {
  it('that unpacks to more than 50 MB is refused before it is unpacked', async () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: bigSheet(120 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const reply = await upload(bomb);
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['The file unpacks to more than 50 MB; split it into smaller files.'] },
    });
    expect(reply.ms).toBeLessThan(2000);
  });

  it('that understates its unpacked size is stopped at the size it claims', async () => {
    const liar = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: bigSheet(120 * 1024 * 1024), claimedSize: 10_000 }]);
    const reply = await upload(liar, 'de');
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['Die Datei ist entpackt größer als 50 MB; bitte in kleinere Dateien aufteilen.'] },
    });
  });

  it('with more rows than the limit is refused by counting them, not by reading the workbook', async () => {
    const reply = await upload(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheetWithRows(100_002) }]));
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['Ensure this field has no more than 100000 elements.'] },
    });
  });

  it('whose shared strings hide outside the central directory is refused before they are unpacked', async () => {
    const bomb = hiddenSharedStrings([['serial_number', 'latitude', 'longitude']], 200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const reply = await upload(bomb);
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['The file could not be read as CSV or Excel (.xlsx).'] },
    });
    expect(reply.ms).toBeLessThan(2000);
  });

  it('with one cell longer than a spreadsheet cell can be is refused as it is read', async () => {
    const rows = [
      ['serial_number', 'latitude', 'longitude'],
      ['A'.repeat(40_000), '48.3', '14.3'],
    ];
    const reply = await upload(zipOf(workbookParts(rows, Buffer.alloc(0))), 'fr');
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['Ligne 2 : une cellule dépasse 32767 caractères.'] },
    });
  });

  it('that is no ZIP archive is unreadable', async () => {
    const reply = await upload(Buffer.from('PK\u0003\u0004 but nothing else'));
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['The file could not be read as CSV or Excel (.xlsx).'] },
    });
  });
});

describe('a tour upload', () => {
  const tourUpload = (name: string, data: Buffer, converter: string, language = 'en') =>
    upload(data, language, { path: '/api/tours/', name, fields: { converter } });

  it('whose shared strings hide outside the central directory is refused before they are unpacked', async () => {
    const bomb = hiddenSharedStrings([['meter_serial'], ['RW00070001']], 200 * 1024 * 1024);
    const reply = await tourUpload('route.xlsx', bomb, 'excel');
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['The file could not be read as CSV or Excel (.xlsx).'] },
    });
    expect(reply.ms).toBeLessThan(2000);
  });

  it('in CSV with a single gigantic cell is refused as it is read', async () => {
    const csv = Buffer.from(`meter_serial,note\r\nRW00070001,ok\r\nRW00070002,${'x'.repeat(5 * 1024 * 1024)}\r\n`);
    const reply = await tourUpload('route.csv', csv, 'csv-comma', 'de');
    expect(reply).toMatchObject({ status: 400, body: { file: ['Zeile 3: die Zeile ist länger als 262136 Zeichen.'] } });
  });
});
