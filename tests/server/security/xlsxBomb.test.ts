import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

interface Part {
  name: string;
  data: Buffer;
  /** the unpacked size the archive claims, if not the true one */
  claimedSize?: number;
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
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
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

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await serverFor();
  token = (await login(server, 'admin@example.com')).access;
});
afterAll(() => server?.close());

async function upload(content: Buffer, language = 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'positions.xlsx');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/update-geopositions/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
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

  it('that is no ZIP archive is unreadable', async () => {
    const reply = await upload(Buffer.from('PK\u0003\u0004 but nothing else'));
    expect(reply).toMatchObject({
      status: 400,
      body: { file: ['The file could not be read as CSV or Excel (.xlsx).'] },
    });
  });
});
