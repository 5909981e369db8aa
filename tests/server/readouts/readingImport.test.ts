import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, installations, readouts } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { rowsOf } from '../../../server/db/rowsOf.ts';
import { addUser, aString, call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { importResult, uploadReadings, type ImportCounts } from './importReadings.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const IMPORTER = 'headend@riverside.example.com';
const VIEWER = 'viewer@riverside.example.com';

let server: TestServer;
let own: Array<{ id: number; serial: string }>;
let foreign: { id: number; serial: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  const riverside = ids['Riverside Water Works'];
  await addUser(server, { email: IMPORTER, companyId: riverside, permissions: ['add_communicationdevice'] });
  await addUser(server, { email: VIEWER, companyId: riverside, permissions: ['view_communicationdevice'] });
  for (const email of [IMPORTER, VIEWER]) tokens[email] = (await login(server, email)).access;
  const meters = (companyId: number, limit: number) =>
    server.built.ctx.db
      .select({ id: installations.id, serial: installations.serialNumber })
      .from(installations)
      .where(eq(installations.companyId, companyId))
      .orderBy(installations.id)
      .limit(limit);
  own = await meters(riverside, 6);
  [foreign] = await meters(ids['Hillcrest Utilities'], 1);
});
afterAll(() => server?.close());

const upload = <T = ImportCounts>(content: string, fileName: string, query = '', email = IMPORTER) =>
  uploadReadings<T>(server, tokens[email], content, fileName, query);

/** the imported readings of the given meters */
const importedOf = (ids: number[]) =>
  server.built.ctx.db
    .select()
    .from(readouts)
    .where(and(inArray(readouts.installationId, ids), eq(readouts.source, 'import')))
    .orderBy(readouts.installationId, readouts.ts);
const readoutCount = async () => (await server.built.ctx.db.select({ n: count() }).from(readouts))[0].n;

const CSV_HEADER = 'serial,ts,volume_m3,flow_m3h,battery,alerts';
const MINUTE = 60_000;
const DAY = 86_400_000;
/**
 * Readings of recent days, 7 s past the minute so no demo reading (every 15 minutes) shares their instant,
 * and alerts are derived over a short history.
 */
const DAY0 = Math.floor(Date.now() / DAY) * DAY - 5 * DAY + 7_000;
const at = (ms: number) => new Date(ms).toISOString();

describe('POST readouts/import/', () => {
  it('writes a CSV with a BOM in one go, with its alerts, and updates the meters’ newest reading', async () => {
    const [a, b] = own;
    // a month of last year has no partition yet; an hour ahead is the meter's newest reading
    const lastYear = new Date(DAY0 - 395 * DAY);
    const month = `${lastYear.getUTCFullYear()}_${String(lastYear.getUTCMonth() + 1).padStart(2, '0')}`;
    const oldLocal = `${lastYear.toISOString().slice(0, 10)}T12:00:07+02:00`;
    const ahead = Math.floor(Date.now() / MINUTE) * MINUTE + 60 * MINUTE + 7_000;
    const csv =
      `\uFEFF${CSV_HEADER}\r\n` +
      `${a.serial},${at(DAY0)},10.5,0.25,80,\r\n` +
      `${a.serial},${at(ahead)},10.75,,79,system_error\r\n` +
      `"${b.serial}",${oldLocal},3,-0.1,,backflow;battery_low\r\n`;
    const reply = await upload(csv, 'readings.csv');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'completed', rows: 3, written: 3, kept: 0, replaced: 0, meters: 2 });
    const rows = await importedOf([a.id, b.id]);
    expect(
      rows.map((r) => [r.installationId, new Date(r.ts).toISOString(), r.totalVolume, r.flow, r.battery1Status]),
    ).toEqual([
      [a.id, at(DAY0), 10.5, 0.25, 80],
      [a.id, at(ahead), 10.75, null, 79],
      [b.id, at(new Date(oldLocal).getTime()), 3, -0.1, null],
    ]);
    expect(rows.map((r) => r.alertFlags)).toEqual([0, 32, 3]);
    // a month's partition was made for the readings, none of them sits in the DEFAULT partition
    const { db } = server.built.ctx;
    const partitions = await db.execute(
      sql`SELECT DISTINCT tableoid::regclass::text AS name FROM readouts WHERE source = 'import'
        AND installation_id = ${b.id}`,
    );
    expect(rowsOf(partitions)).toEqual([{ name: `readouts_${month}` }]);
    // alerts and the newest reading are derived as for every stored reading
    const episodes = await db
      .select()
      .from(alerts)
      .where(inArray(alerts.installationId, [a.id, b.id]));
    expect(episodes.some((e) => e.installationId === a.id && e.state === 'system_error')).toBe(true);
    expect(episodes.some((e) => e.installationId === b.id && e.state === 'backflow')).toBe(true);
    const [meter] = await selectMeters(db).where(eq(installations.id, a.id));
    expect([meter.lastReadoutAt && new Date(meter.lastReadoutAt).toISOString(), meter.volumeM3]).toEqual([
      at(ahead),
      10.75,
    ]);
  });

  it('keeps a stored reading by default, replaces it when asked, and never doubles one (JSON lines)', async () => {
    const c = own[2];
    const lines = (volume: number) =>
      [0, 15, 30]
        .map((minute) =>
          JSON.stringify({
            serial: c.serial,
            ts: at(DAY0 + DAY + minute * MINUTE),
            volume_m3: volume + minute,
            alerts: minute === 30 ? ['no_usage'] : [],
          }),
        )
        .join('\n');
    expect((await upload(lines(100), 'readings.jsonl')).body).toMatchObject({ written: 3, kept: 0, replaced: 0 });
    expect((await upload(lines(200), 'readings.jsonl')).body).toMatchObject({ written: 0, kept: 3, replaced: 0 });
    expect((await importedOf([c.id])).map((r) => r.totalVolume)).toEqual([100, 115, 130]);
    const replaced = await upload(lines(200), 'readings.ndjson', '?on_conflict=replace');
    expect(replaced.body).toEqual({ status: 'completed', rows: 3, written: 0, kept: 0, replaced: 3, meters: 1 });
    const rows = await importedOf([c.id]);
    expect(rows.map((r) => r.totalVolume)).toEqual([200, 215, 230]);
    expect(rows.map((r) => r.alertFlags)).toEqual([0, 0, 16]);
    // a JSON file is told by its first character when its name does not say
    const sniffed = await upload(`\uFEFF${lines(200)}`, 'export.dat', '?on_conflict=keep');
    expect(sniffed.body).toMatchObject({ kept: 3 });
    expect((await upload(lines(1), 'readings.jsonl', '?on_conflict=merge')).status).toBe(400);
  });

  it('refuses a file whose quote breaks late in the file, and writes none of its rows', async () => {
    const d = own[3];
    const body = Array.from({ length: 3000 }, (_, i) => `${d.serial},${at(DAY0 + 2 * DAY + i * MINUTE)},${i}`);
    body.push(`${d.serial},"${at(DAY0 + 3 * DAY)},1`);
    const before = await readoutCount();
    const reply = await upload<{ file: string[] }>(`serial,ts,volume_m3\n${body.join('\n')}\n`, 'late.csv');
    expect(reply.status).toBe(400);
    expect(reply.body.file).toHaveLength(1);
    expect(reply.body.file[0]).toMatch(/^Row 300[12]: /);
    expect(await readoutCount()).toBe(before);
    expect(await importedOf([d.id])).toEqual([]);
  });

  it('checks the whole file first: unknown and foreign meters, bad numbers and times, each by row', async () => {
    const e = own[4];
    const tomorrowPlus = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const t = (minutes: number) => at(DAY0 + minutes * MINUTE);
    const csv = [
      CSV_HEADER,
      `${e.serial},${t(0)},1,,,`,
      `NO-SUCH-METER,${t(0)},1,,,`,
      `${foreign.serial},${t(0)},1,,,`,
      `${e.serial},${t(15)},12a,,,`,
      `${e.serial},1999-12-31T23:59:59Z,1,,,`,
      `${e.serial},${tomorrowPlus},1,,,`,
      `${e.serial},yesterday,1,,,`,
      `${e.serial},${t(30)},-1,,,`,
      `${e.serial},${t(45)},1,,101,`,
      `${e.serial},${t(60)},1,,,leaking`,
      `${e.serial},${t(0)},2,,,`,
      `,${t(0)},2,,,`,
      `${e.serial},${t(75)},,,,`,
    ].join('\n');
    const before = await readoutCount();
    const reply = await upload<{ file: string[] }>(csv, 'mixed.csv');
    expect(reply.status).toBe(400);
    expect(reply.body.file).toEqual([
      'Row 3: no device with serial number "NO-SUCH-METER".',
      `Row 4: meter "${foreign.serial}" belongs to another company.`,
      'Row 5: "12a" in volume_m3 is not a number.',
      expect.stringMatching(/^Row 6: the time "1999-12-31T23:59:59Z" is outside 2000-01-01 to /),
      expect.stringMatching(/^Row 7: the time /),
      'Row 8: "yesterday" in ts is not a date.',
      'Row 9: volume_m3 must not be negative.',
      'Row 10: battery must be a whole number from 0 to 100.',
      'Row 11: "leaking" is not an alert state.',
      `Row 12: meter "${e.serial}" already has a reading at this time in row 2.`,
      'Row 13: the meter serial is missing.',
      'Row 14: volume_m3 is missing.',
    ]);
    expect(await readoutCount()).toBe(before);
  });

  it('names the first 100 problems and counts the rest, in the caller’s language', async () => {
    const lines = Array.from({ length: 150 }, (_, i) =>
      JSON.stringify({ serial: `GHOST-${i}`, ts: '2001-01-01', volume_m3: 1 }),
    );
    lines.splice(10, 0, 'not json', '[1, 2]');
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')]), 'ghosts.jsonl');
    const response = await fetch(`${server.url}/api/readouts/import/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens[IMPORTER]}`, 'Accept-Language': 'de' },
      body: form,
    });
    const body = (await response.json()) as { file: string[] };
    expect(response.status).toBe(400);
    expect(body.file).toHaveLength(101);
    expect(body.file[0]).toBe('Zeile 1: kein Gerät mit der Seriennummer "GHOST-0".');
    expect(body.file[10]).toBe('Zeile 11: die Zeile ist kein JSON-Objekt.');
    expect(body.file[100]).toBe('… und 52 weitere abgelehnte Zeilen.');
  });

  it('refuses files without the columns, empty files, missing files and callers who may not add readings', async () => {
    expect((await upload<{ file: string[] }>('meter,when,volume\nx,y,1\n', 'a.csv')).body.file).toEqual([
      'The file needs the columns serial, ts and volume_m3 in its first row.',
    ]);
    expect((await upload<{ file: string[] }>('', 'a.csv')).body.file).toEqual(['The file contains no rows.']);
    expect((await upload<{ file: string[] }>('\n\n', 'a.jsonl')).body.file).toEqual(['The file contains no rows.']);
    const viewer = await upload(`${CSV_HEADER}\n${own[0].serial},${at(DAY0)},1,,,\n`, 'a.csv', '', VIEWER);
    expect(viewer.status).toBe(403);
    const noFile = await call(server, 'POST', '/api/readouts/import/', { token: tokens[IMPORTER], json: {} });
    expect(noFile.status).toBe(400);
  });

  it('writes a large file in a task whose progress and counts the task shows', async () => {
    const meters = own.slice(0, 5);
    const rows = 50_001;
    const start = DAY0 - (rows / 5 + 1) * 15 * MINUTE;
    const lines = [CSV_HEADER];
    for (let i = 0; i < rows; i += 1) {
      const meter = meters[i % 5];
      const step = Math.floor(i / 5);
      lines.push(`${meter.serial},${new Date(start + step * 900_000).toISOString()},${step / 100},0.1,90,`);
    }
    const reply = await upload(`${lines.join('\n')}\n`, 'large.csv');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'pending', task_id: aString, rows });
    // the result path of the kind, as the tasks panel polls it, with the rows written so far
    const result = await importResult(server, tokens[IMPORTER], reply.body.task_id!, rows);
    expect(result).toEqual({
      status: 'completed',
      report: { rows, written: rows, kept: 0, replaced: 0, meters: 5 },
    });
    const task = await call(server, 'GET', `/api/tasks/${reply.body.task_id}/`, { token: tokens[IMPORTER] });
    expect(task.body).toMatchObject({ status: 'completed', kind: 'import_readings', title: 'Import 50001 readings' });
    // the earlier tests' readings of the first meters, and every row of the large file once
    expect((await importedOf(meters.map((m) => m.id))).length).toBe(rows + 6);
    // the staged readings were dropped once written
    const objects = await server.built.ctx.db.execute('SELECT count(*)::int AS n FROM pg_largeobject_metadata');
    expect(rowsOf(objects)).toEqual([{ n: 0 }]);
  });
});
