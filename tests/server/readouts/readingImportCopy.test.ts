import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { importResult, uploadReadings, type ImportCounts } from './importReadings.ts';
import { selectMeters } from '../../support/selectMeters.ts';

// Large files through the COPY paths (PGlite's /dev/blob, PostgreSQL's COPY FROM STDIN): straight into the
// partitions when nothing is stored in the file's span, through the staging table and merge when it is.
const IMPORTER = 'bulk@riverside.example.com';
const METERS = 8;
/** past the 50,000 rows a request writes itself: these files are written by the task */
const PER_METER = 6_500;
const ROWS = METERS * PER_METER;
const START = Date.UTC(2024, 0, 1);
const STEP = 900_000;
const HEADER = 'serial,ts,volume_m3,flow_m3h,battery,alerts';

let server: TestServer;
let token: string;
let meters: Array<{ id: number; serial: string }>;

beforeAll(async () => {
  server = await serverFor();
  const riverside = (await companyIds(server))['Riverside Water Works'];
  await addUser(server, { email: IMPORTER, companyId: riverside, permissions: ['add_communicationdevice'] });
  token = (await login(server, IMPORTER)).access;
  meters = await server.built.ctx.db
    .insert(installations)
    .values(
      Array.from({ length: METERS }, (_, i) => ({
        serialNumber: `COPY-${i}`,
        meterType: 'sonico',
        companyId: riverside,
      })),
    )
    .returning({ id: installations.id, serial: installations.serialNumber });
});
afterAll(() => server?.close());

/** a quarter-hourly file, time first then meter as head-ends export it; `volume` of the n-th reading */
function file(volume: (n: number) => number, readings = PER_METER, late: (lines: string[]) => void = () => undefined) {
  const lines = [HEADER];
  for (let n = 0; n < readings; n += 1) {
    const ts = new Date(START + n * STEP).toISOString();
    for (const meter of meters) lines.push(`${meter.serial},${ts},${volume(n)},0.1,90,`);
  }
  late(lines);
  return `${lines.join('\n')}\n`;
}

async function imported(query = '', content = file((n) => n)) {
  const reply = await uploadReadings(server, token, content, 'bulk.csv', query);
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ status: 'pending' });
  return (await importResult(server, token, reply.body.task_id!, reply.body.rows))?.report;
}

const stored = () =>
  server.built.ctx.db
    .select({ volume: readouts.totalVolume, source: readouts.source })
    .from(readouts)
    .where(
      inArray(
        readouts.installationId,
        meters.map((m) => m.id),
      ),
    )
    .orderBy(asc(readouts.installationId), asc(readouts.ts));
const storedCount = async () =>
  (
    await server.built.ctx.db
      .select({ n: count() })
      .from(readouts)
      .where(
        inArray(
          readouts.installationId,
          meters.map((m) => m.id),
        ),
      )
  )[0].n;

describe('readouts/import/ of large files', () => {
  it('refuses a file broken late (a bad number, a broken quote, an unknown meter) by its row, and writes none of it', async () => {
    const badNumber = file(
      (n) => n,
      PER_METER,
      (lines) => (lines[ROWS - 5] = lines[ROWS - 5].replace(/,\d+,0\.1,/, ',12a,0.1,')),
    );
    const refused = await uploadReadings<{ file: string[] }>(server, token, badNumber, 'bulk.csv');
    expect(refused.status).toBe(400);
    expect(refused.body.file).toEqual([`Row ${ROWS - 4}: "12a" in volume_m3 is not a number.`]);
    const brokenQuote = file(
      (n) => n,
      PER_METER,
      (lines) => lines.push(`${meters[0].serial},"2024-06-01T00:00:00Z,1`),
    );
    const broken = await uploadReadings<{ file: string[] }>(server, token, brokenQuote, 'bulk.csv');
    expect(broken.status).toBe(400);
    expect(broken.body.file).toHaveLength(1);
    expect(broken.body.file[0]).toMatch(new RegExp(`^Row ${ROWS + 2}: `));
    // found only once the whole file is read and its meters looked up: the spooled rows are refused by number
    const unknownMeter = file(
      (n) => n,
      PER_METER,
      (lines) => (lines[50_000] = lines[50_000].replace(/^[^,]+/, 'NO-SUCH-METER')),
    );
    const unknown = await uploadReadings<{ file: string[] }>(server, token, unknownMeter, 'bulk.csv');
    expect(unknown.status).toBe(400);
    expect(unknown.body.file).toEqual(['Row 50001: no device with serial number "NO-SUCH-METER".']);
    expect(await storedCount()).toBe(0);
  });

  it('writes a file of new readings whole, keeps them on a second import, and replaces them when asked', async () => {
    expect(await imported()).toEqual({ rows: ROWS, written: ROWS, kept: 0, replaced: 0, meters: METERS });
    const first = await stored();
    expect(first).toHaveLength(ROWS);
    expect(first.slice(0, 3)).toEqual([0, 1, 2].map((volume) => ({ volume, source: 'import' })));

    // the same instants again, and a day more: the stored readings are kept, the new ones written
    const again = file((n) => n + 0.5, PER_METER + 96);
    expect(await imported('', again)).toEqual({
      rows: ROWS + METERS * 96,
      written: METERS * 96,
      kept: ROWS,
      replaced: 0,
      meters: METERS,
    });
    const kept = await stored();
    expect(kept).toHaveLength(ROWS + METERS * 96);
    expect(kept.slice(0, 2).map((r) => r.volume)).toEqual([0, 1]);
    expect(kept[PER_METER].volume).toBe(PER_METER + 0.5);

    expect(await imported('?on_conflict=replace', again)).toEqual({
      rows: ROWS + METERS * 96,
      written: 0,
      kept: 0,
      replaced: ROWS + METERS * 96,
      meters: METERS,
    });
    const replaced = await stored();
    expect(replaced).toHaveLength(ROWS + METERS * 96);
    expect(replaced.slice(0, 2).map((r) => r.volume)).toEqual([0.5, 1.5]);
    // the meters' newest reading is the file's last
    const [meter] = await selectMeters(server.built.ctx.db).where(eq(installations.id, meters[0].id));
    expect(meter.volumeM3).toBe(PER_METER + 95 + 0.5);
  });

  it('reads quoted cells past the first lines, and refuses a reading repeated out of order with both rows', async () => {
    const before = await storedCount();
    const lines = [
      HEADER,
      `${meters[0].serial},2023-01-01T00:00:00Z,1,,,`,
      `"${meters[1].serial}",2023-01-01T00:00:00Z,"2",,,`,
    ];
    lines.push(`${meters[0].serial},2022-12-31T23:45:00Z,3,,,`, `${meters[0].serial},2023-01-01T00:00:00.000Z,4,,,`);
    lines.push(`${meters[1].serial},"2023-01-01T00:15:00Z","x",,,`);
    const reply = await uploadReadings<{ file: string[] }>(server, token, `${lines.join('\r\n')}\r\n`, 'order.csv');
    expect(reply.status).toBe(400);
    expect(reply.body.file).toEqual([
      `Row 5: meter "${meters[0].serial}" already has a reading at this time in row 2.`,
      'Row 6: "x" in volume_m3 is not a number.',
    ]);
    expect(await storedCount()).toBe(before);
  });
});

describe('one meter and instant', () => {
  it('is never written twice by two imports of the same small file', async () => {
    const line = `${meters[2].serial},2023-06-01T00:00:07Z,5,,,`;
    const small = (await uploadReadings<ImportCounts>(server, token, `${HEADER}\n${line}\n`, 'one.csv')).body;
    const twice = (await uploadReadings<ImportCounts>(server, token, `${HEADER}\n${line}\n`, 'one.csv')).body;
    expect([small.written, twice.kept]).toEqual([1, 1]);
    const rows = await server.built.ctx.db
      .select()
      .from(readouts)
      .where(and(eq(readouts.installationId, meters[2].id), eq(readouts.ts, new Date('2023-06-01T00:00:07Z'))));
    expect(rows).toHaveLength(1);
  });
});
