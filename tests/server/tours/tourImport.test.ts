import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourImportResult, TourItem, TourPreview } from '../../../src/core/contract/tours.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, type Page } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { sample, tokensOf, tourCount, upload } from './tourSupport.ts';

let server: TestServer;
let admin: string;
let user: string;
beforeAll(async () => {
  server = await serverFor();
  ({ 'admin@example.com': admin, 'user@example.com': user } = await tokensOf(server, [
    'admin@example.com',
    'user@example.com',
  ]));
});
afterAll(() => server?.close());

const SAMPLES: Array<[string, string]> = [
  ['route-comma.csv', 'csv-comma'],
  ['route-semicolon.csv', 'csv-semicolon'],
  ['route-tab.tsv', 'csv-tab'],
  ['route-fixed.txt', 'fixed-width'],
  ['route.xml', 'xml-generic'],
  ['route.xlsx', 'excel'],
];

describe('import of the sample files', () => {
  it.each(SAMPLES)('%s with %s gives 12 items with their registers', async (file, converter) => {
    const reply = await upload<TourImportResult>(
      server,
      admin,
      { name: file, data: sample(file) },
      { converter, name: `Sample ${file}` },
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ item_count: 12, register_count: 12, rejected: [] });
    expect(reply.body.tour).toMatchObject({
      name: `Sample ${file}`,
      state: 'imported',
      imported: { file_name: file, converter },
    });
    const items = await call<Page<TourItem>>(server, 'GET', `/api/tours/${reply.body.tour.uuid}/items/?limit=5`, {
      token: admin,
    });
    expect(items.body.count).toBe(12);
    expect(items.body.results[0]).toMatchObject({
      item_number: 1,
      meter_serial: 'RW00070001',
      registers: [
        { register_id: '1', unit: 'm3', previous_value: 137.5, min_value: 138.5, max_value: 227.5, read_value: null },
      ],
    });
    expect(items.body.results[0].address).toBe('Donaulände 2, 4020 Linz');
  });

  it('previews the first rows as the converter reads them, writing nothing', async () => {
    const before = await tourCount(server);
    const reply = await upload<TourPreview>(
      server,
      admin,
      { name: 'r.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma' },
      'tours/preview',
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.columns).toContain('district');
    expect(reply.body.item_count).toBe(12);
    expect(reply.body.rows[0][2]).toBe('RW00070001');
    expect(await tourCount(server)).toBe(before);
  });

  it('takes a column mapping for a generic converter', async () => {
    const csv = 'Zähler;Adresse;Vorwert\r\nA-1;Hauptplatz 1;12,5\r\nA-2;Hauptplatz 2;7\r\n';
    const mapping = JSON.stringify({ meter_serial: 'Zähler', address: 'Adresse', previous_value: 'Vorwert' });
    const reply = await upload<TourImportResult>(
      server,
      admin,
      { name: 'm.csv', data: iconv.encode(csv, 'windows-1252') },
      { converter: 'csv-semicolon', mapping },
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.item_count).toBe(2);
    const items = await call<TourItem[]>(server, 'GET', `/api/tours/${reply.body.tour.uuid}/items/?no_page=true`, {
      token: admin,
    });
    expect(items.body[0]).toMatchObject({ meter_serial: 'A-1', registers: [{ previous_value: 12.5 }] });
  });

  it('previews a file the mapping does not fit with its columns, to map them', async () => {
    const csv = 'Zaehler,Vorwert\r\nA-1,3\r\n';
    const reply = await upload<TourPreview>(
      server,
      admin,
      { name: 'z.csv', data: csv },
      { converter: 'csv-comma' },
      'tours/preview',
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.columns).toEqual(['Zaehler', 'Vorwert']);
    expect(reply.body.rejected).toEqual([{ row: 0, reason: 'Column "meter_serial" is not in the file.' }]);
    const mapped = await upload<TourPreview>(
      server,
      admin,
      { name: 'z.csv', data: csv },
      { converter: 'csv-comma', mapping: '{"meter_serial":"Zaehler","previous_value":"Vorwert"}' },
      'tours/preview',
    );
    expect(mapped.body).toMatchObject({ item_count: 1, rejected: [] });
  });

  it('splits a file into child tours by a column, under an open parent', async () => {
    const reply = await upload<TourImportResult>(
      server,
      admin,
      { name: 'r.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma', name: 'Split', split_by: 'district' },
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.tour.state).toBe('open');
    expect(reply.body.children).toHaveLength(2);
    expect(reply.body.tour.children.map((c) => c.name).sort()).toEqual(['Split – North', 'Split – South']);
  });

  it('is refused to a user without add_tour', async () => {
    const reply = await upload(
      server,
      user,
      { name: 'r.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma' },
    );
    expect(reply.status).toBe(403);
  });

  it('needs a known converter and a file', async () => {
    const unknown = await upload(
      server,
      admin,
      { name: 'r.csv', data: sample('route-comma.csv') },
      { converter: 'nope' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ converter: ['"nope" is not a valid choice.'] });
    const noConverter = await upload(server, admin, { name: 'r.csv', data: 'a' }, {});
    expect(noConverter.body).toEqual({ converter: ['This field is required.'] });
  });
});

describe('a malformed file is rejected whole, nothing written', () => {
  const refused = async (file: string, data: Buffer | string, converter: string) => {
    const before = await tourCount(server);
    const reply = await upload<{ file?: string[]; mapping?: string[] }>(
      server,
      admin,
      { name: file, data },
      { converter },
    );
    expect(reply.status, reply.text).toBe(400);
    expect(await tourCount(server)).toBe(before);
    return reply.body;
  };

  it('csv with a broken row: Malformed CSV with the row', async () => {
    const body = await refused('bad.csv', 'meter_serial,previous_value\r\nA,1\r\nB,2,3\r\nC,4\r\n', 'csv-comma');
    expect(body.file?.[0]).toBe('Malformed CSV');
    expect(body.file?.[1]).toMatch(/^Row 3: /);
  });

  it('csv with an unclosed quote', async () => {
    const body = await refused('bad.csv', 'meter_serial,previous_value\r\nA,1\r\n"B,2\r\n', 'csv-comma');
    expect(body.file?.[0]).toBe('Malformed CSV');
  });

  it('csv whose values are bad: every bad row with its reason, in the caller language', async () => {
    const csv = 'meter_serial,previous_value,min_value,max_value\r\nA,1,,\r\n,2,,\r\nC,x,,\r\nD,1,9,3\r\nA,1,,\r\n';
    const body = await refused('bad.csv', csv, 'csv-comma');
    expect(body.file).toEqual([
      'Row 3: the meter serial is missing.',
      'Row 4: "x" in previous_value is not a number.',
      'Row 5: the minimum is above the maximum.',
      'Row 6: register "1" of item 1 appears more than once.',
    ]);
    const de = await upload<{ file: string[] }>(
      server,
      admin,
      { name: 'bad.csv', data: csv },
      { converter: 'csv-comma' },
    ).then(() =>
      fetch(`${server.url}/api/tours/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': 'de' },
        body: form(csv),
      }),
    );
    expect(((await de.json()) as { file: string[] }).file[0]).toBe('Zeile 3: die Zählernummer fehlt.');
  });

  it('xml that is not well-formed', async () => {
    const body = await refused(
      'bad.xml',
      '<?xml version="1.0"?><tour><item number="1"><meter><serial>A</serial></item></tour>',
      'xml-generic',
    );
    expect(body.file?.[0]).toMatch(/^Malformed XML \(line 1\)/);
  });

  it('xml with a bad value in one record', async () => {
    const xml = sample('route.xml').toString().replace('<previous>175.000</previous>', '<previous>lots</previous>');
    const body = await refused('bad.xml', xml, 'xml-generic');
    expect(body.file).toEqual(['Row 2: "lots" in previous_value is not a number.']);
  });

  it('xml with external entities (XXE) is refused before parsing', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE tour [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><tour><item number="1"><meter><serial>&xxe;</serial></meter></item></tour>';
    const body = await refused('xxe.xml', xxe, 'xml-generic');
    expect(body.file).toEqual(['XML files with a document type declaration (DTD) are not accepted.']);
    const bomb = '<?xml version="1.0"?><!DOCTYPE t [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><tour/>';
    expect((await refused('bomb.xml', bomb, 'xml-generic')).file?.[0]).toMatch(/document type declaration/);
  });

  it('xlsx with a bad row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['meter_serial', 'previous_value']);
    sheet.addRow(['A', 1]);
    sheet.addRow(['B', 'n/a']);
    const body = await refused('bad.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()), 'excel');
    expect(body.file).toEqual(['Row 3: "n/a" in previous_value is not a number.']);
  });

  it('a file that is no xlsx at all', async () => {
    const body = await refused('bad.xlsx', Buffer.from('PK\u0003\u0004 not really a zip'), 'excel');
    expect(body.file).toEqual(['The file could not be read as CSV or Excel (.xlsx).']);
  });

  it('fixed-width text with a bad number', async () => {
    const lines = sample('route-fixed.txt').toString('latin1').split('\r\n');
    lines[1] = `${lines[1].slice(0, 25)}      12x456${lines[1].slice(37)}`;
    const body = await refused('bad.txt', Buffer.from(lines.join('\r\n'), 'latin1'), 'fixed-width');
    expect(body.file).toEqual(['Row 2: "12x456" in previous_value is not a number.']);
  });

  it('a mapping naming a column the file lacks', async () => {
    const reply = await upload(
      server,
      admin,
      { name: 'r.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma', mapping: '{"meter_serial":"Zähler"}' },
    );
    expect(reply.body).toEqual({ mapping: ['Column "Zähler" is not in the file.'] });
  });

  it('a file over the size cap is refused before it is read, one over the row cap after', async () => {
    const before = await tourCount(server);
    const big = await upload(
      server,
      admin,
      { name: 'big.csv', data: Buffer.alloc(21 * 1024 * 1024, 0x41) },
      { converter: 'csv-comma' },
    );
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ detail: 'The file is larger than 20 MB.' });
    const rows = `meter_serial\r\n${'A\r\n'.repeat(200_001)}`;
    const many = await upload(server, admin, { name: 'many.csv', data: rows }, { converter: 'csv-comma' });
    expect(many.body).toEqual({ file: ['Ensure this field has no more than 200000 elements.'] });
    expect(await tourCount(server)).toBe(before);
  });

  it('an empty file', async () => {
    const body = await refused('empty.csv', 'meter_serial\r\n', 'csv-comma');
    expect(body.file).toEqual(['The file contains no rows.']);
  });
});

function form(csv: string): FormData {
  const data = new FormData();
  data.append('converter', 'csv-comma');
  data.append('file', new Blob([csv]), 'bad.csv');
  return data;
}
