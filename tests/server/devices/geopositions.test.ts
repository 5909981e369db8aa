import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
let ids: Record<string, number>;
const tokens: Record<string, string> = {};
let own: Array<typeof installations.$inferSelect>;
let foreign: typeof installations.$inferSelect;
beforeAll(async () => {
  server = await serverFor();
  ids = await companyIds(server);
  for (const email of ['admin@example.com', 'user@example.com']) tokens[email] = (await login(server, email)).access;
  const db = server.built.ctx.db;
  own = await db
    .select()
    .from(installations)
    .where(eq(installations.companyId, ids['Riverside Water Works']))
    .orderBy(installations.id)
    .limit(3);
  // the admin's active company is the distributor: its customers are visible, the provider's are not
  [foreign] = await db
    .select()
    .from(installations)
    .where(eq(installations.companyId, ids['Hillcrest Utilities']))
    .limit(1);
});
afterAll(() => server?.close());

async function upload(email: string, content: string | Buffer, fileName = 'positions.csv', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
  const response = await fetch(`${server.url}/api/update-geopositions/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens[email]}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const positions = async () =>
  (
    await server.built.ctx.db
      .select()
      .from(installations)
      .where(eq(installations.companyId, ids['Riverside Water Works']))
      .orderBy(installations.id)
      .limit(3)
  ).map((r) => [r.latitude, r.longitude]);

describe('get-template/', () => {
  it('downloads the CSV header as an attachment', async () => {
    const response = await fetch(`${server.url}/api/get-template/`, {
      headers: { Authorization: `Bearer ${tokens['user@example.com']}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="geopositions-template.csv"');
    expect(await response.text()).toBe('serial_number,latitude,longitude\r\n');
  });
});

describe('update-geopositions/', () => {
  it('places every meter of a valid CSV file', async () => {
    const csv = `serial_number,latitude,longitude\r\n${own[0].serialNumber},48.1,14.2\r\n${own[1].serialNumber},-33.5,151.25\r\n`;
    expect(await upload('admin@example.com', csv)).toEqual({ status: 200, body: { updated: 2 } });
    expect((await positions()).slice(0, 2)).toEqual([
      [48.1, 14.2],
      [-33.5, 151.25],
    ]);
  });

  it('reads ";"-separated files with decimal commas and XLSX workbooks', async () => {
    expect(
      await upload('admin@example.com', `serial_number;latitude;longitude\n${own[2].serialNumber};47,25;13,5\n`),
    ).toEqual({ status: 200, body: { updated: 1 } });
    expect((await positions())[2]).toEqual([47.25, 13.5]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('positions');
    sheet.addRow(['serial_number', 'latitude', 'longitude']);
    sheet.addRow([own[0].serialNumber, 46.5, 15.5]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await upload('admin@example.com', xlsx, 'positions.xlsx')).toEqual({ status: 200, body: { updated: 1 } });
    expect((await positions())[0]).toEqual([46.5, 15.5]);
  });

  it('rejects the whole file for one unknown serial, bad coordinate or repeated row, and writes nothing', async () => {
    const before = await positions();
    const csv = [
      'serial_number,latitude,longitude',
      `${own[0].serialNumber},10,10`,
      'NO-SUCH-METER,10,10',
      `${own[1].serialNumber},91,10`,
      `${own[2].serialNumber},10,east`,
      `${own[0].serialNumber},11,11`,
    ].join('\n');
    expect(await upload('admin@example.com', csv)).toEqual({
      status: 400,
      body: {
        file: [
          'Row 3: no device with serial number "NO-SUCH-METER".',
          'Row 4: latitude must be a number between -90 and 90.',
          'Row 5: longitude must be a number between -180 and 180.',
          `Row 6: serial number "${own[0].serialNumber}" appears more than once.`,
        ],
      },
    });
    expect(await positions()).toEqual(before);
  });

  it('treats meters of other companies as unknown', async () => {
    const csv = `serial_number,latitude,longitude\n${foreign.serialNumber},1,1\n`;
    const reply = await upload('user@example.com', csv);
    expect(reply.status).toBe(403);
    const admin = await upload('admin@example.com', csv);
    expect(admin).toEqual({ status: 200, body: { updated: 1 } });
  });

  it('answers Malformed CSV for broken quoting, and names missing columns, empty files and missing files', async () => {
    const before = await positions();
    expect(
      await upload('admin@example.com', `serial_number,latitude,longitude\n"${own[0].serialNumber},1,1\n`),
    ).toEqual({ status: 400, body: { file: ['Malformed CSV'] } });
    expect(await upload('admin@example.com', `serial_number,latitude,longitude\n${own[0].serialNumber},1\n`)).toEqual({
      status: 400,
      body: { file: ['Malformed CSV'] },
    });
    expect(await upload('admin@example.com', 'serial,lat,lng\nA,1,1\n')).toEqual({
      status: 400,
      body: { file: ['The file needs the columns serial_number, latitude and longitude.'] },
    });
    expect(await upload('admin@example.com', 'serial_number,latitude,longitude\r\n')).toEqual({
      status: 400,
      body: { file: ['The file contains no rows.'] },
    });
    expect(await upload('admin@example.com', Buffer.from('PK\u0003\u0004garbage'), 'x.xlsx')).toEqual({
      status: 400,
      body: { file: ['The file could not be read as CSV or Excel (.xlsx).'] },
    });
    expect(await upload('admin@example.com', 'x', 'a.csv', 'other')).toEqual({
      status: 400,
      body: { file: ['No file was submitted.'] },
    });
    const json = await call(server, 'POST', '/api/update-geopositions/', {
      token: tokens['admin@example.com'],
      json: {},
    });
    expect(json.status).toBe(400);
    expect(await positions()).toEqual(before);
  });
});
