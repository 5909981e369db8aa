import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFM_EXPORT_COLUMNS, READOUT_EXPORT_COLUMNS } from '../../../src/core/contract/readouts.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import { exportEncoder, type ExportFormat } from '../../../server/http/exports/exportEncoder.ts';
import { readoutBatches } from '../../../server/modules/exports/readoutBatches.ts';
import { readoutDocument } from '../../../server/modules/exports/readoutLineSql.ts';
import { readoutTextBatches } from '../../../server/modules/exports/readoutTextBatches.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

/**
 * The readout exports are written by the database as text; these tests hold them to the bytes the object
 * encoders write for the same rows (the way every export was written before), in every format, for values
 * where PostgreSQL and JavaScript write numbers differently.
 */
const SERIAL = '=BYTES,"1"\tx<&>';
const FORMATS: ExportFormat[] = ['csv', 'json', 'xml'];
let server: TestServer;
let token: string;
let meter: { id: number; serialNumber: string };

/** A number in [0, 1) that looks random, from the row number g: the same fixture in every run. */
const noise = (seed: number) =>
  sql.raw(`(abs(sin(g * ${12.9898 * seed})) * 43758.5453 - floor(abs(sin(g * ${12.9898 * seed})) * 43758.5453))`);

beforeAll(async () => {
  server = await serverFor();
  token = (await login(server, 'user@example.com')).access;
  const { db } = server.built.ctx;
  const [{ id: riverside }] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Riverside Water Works'));
  [meter] = await db
    .insert(installations)
    .values({ serialNumber: SERIAL, meterType: 'afm', companyId: riverside })
    .returning({ id: installations.id, serialNumber: installations.serialNumber });
  const odd = [
    '0',
    '-0',
    '1e-7',
    '-3.25e-9',
    '2.5e-5',
    '-0.000123',
    '1e-4',
    '123456789012345.6',
    '1.5e16',
    '25449332572985232',
    '-4.2267903777374736e16',
    '-9.87654321e20',
    '1e21',
    '1.7976931348623157e308',
    '5e-324',
    'NaN',
    'Infinity',
    '-Infinity',
  ];
  // the odd values, each in a row of its own with every other column null
  await db.execute(sql`INSERT INTO readouts (installation_id, ts, total_volume, flow, level1, alert_flags)
    SELECT ${meter.id}, timestamptz '2024-01-01 00:00:00.123456+00' + i * interval '1 minute 0.0004 second',
      v::float8, -v::float8, NULL, (i * 7919) % 262144
    FROM unnest(${sql.raw(`ARRAY[${odd.map((v) => `'${v}'`).join(', ')}]`)}::text[]) WITH ORDINALITY AS o(v, i)`);
  // and thousands of doubles of every magnitude (pseudo-random, the same in every run), every column filled
  await db.execute(sql`INSERT INTO readouts (installation_id, ts, total_volume, flow, level1, mean_velocity,
      sensor_status, temperature, battery_voltage, battery1_status, battery2_status, battery_lifetime,
      signal_strength, spreading_factor, alert_flags)
    SELECT ${meter.id}, timestamptz '2024-02-01 00:00:00+00' + g * interval '15 minutes 0.000999 second',
      (${noise(1)} - 0.5) * 10 ^ (${noise(2)} * 60 - 30), (${noise(3)} - 0.5) * 1e3, ${noise(4)}, g * 0.1, g % 5 - 2,
      round((${noise(5)} * 40 - 10)::numeric, 1)::float8, 3.6 - g * 1e-7, g % 100, -(g % 100), g, -100 - g % 30,
      7 + g % 6, CASE WHEN g % 3 = 0 THEN 0 ELSE g END
    FROM generate_series(1, 3000) AS g`);
});
afterAll(() => server?.close());

/** `actual` equals `wanted`; a difference is shown around its first byte, not as two whole files. */
function expectSame(actual: string, wanted: string): void {
  if (actual === wanted) return;
  let at = 0;
  while (at < actual.length && actual[at] === wanted[at]) at++;
  expect({ at, actual: actual.slice(at - 200, at + 100) }).toEqual({ at, actual: wanted.slice(at - 200, at + 100) });
  expect(actual.length).toBe(wanted.length);
}

/** The export as the object encoders write it, from the rows read as objects. */
const expected = async (format: ExportFormat, columns: readonly string[], range: { after?: Date; before?: Date }) =>
  (await buffer(exportEncoder(format, columns).encode(readoutBatches(server.built.ctx.db, [meter], range)))).toString();

describe('readout exports written by the database', () => {
  it.each(FORMATS)('send the same bytes as the object encoders: %s', async (format) => {
    const reply = await call(server, 'GET', `/api/v1/readouts.${format}/?serial=${encodeURIComponent(SERIAL)}`, {
      token,
    });
    expect(reply.status).toBe(200);
    const want = await expected(format, READOUT_EXPORT_COLUMNS, {});
    expect(want.length).toBeGreaterThan(300_000);
    expectSame(reply.text, want);
  });

  it.each(FORMATS)('write the AFM columns and an empty range alike: %s', async (format) => {
    const after = new Date('2024-02-20T00:00:00Z');
    const reply = await call(
      server,
      'GET',
      `/api/reports/exports/afm.${format}/?serial_number=${encodeURIComponent(SERIAL)}&date_after=2024-02-20`,
      { token },
    );
    expectSame(reply.text, await expected(format, AFM_EXPORT_COLUMNS, { after }));
    const empty = await call(
      server,
      'GET',
      `/api/v1/readouts.${format}/?serial=${encodeURIComponent(SERIAL)}&datetime_after=2030-01-01T00:00:00Z`,
      { token },
    );
    expectSame(empty.text, await expected(format, READOUT_EXPORT_COLUMNS, { after: new Date('2030-01-01') }));
  });

  it.each(FORMATS)('lose no row and repeat none at the edges of small batches: %s', async (format) => {
    const document = readoutDocument(format, READOUT_EXPORT_COLUMNS);
    const chunks: string[] = [];
    for await (const chunk of readoutTextBatches(server.built.ctx.db, [meter, meter], {}, document, 20_000))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(50);
    const once = await expected(format, READOUT_EXPORT_COLUMNS, {});
    const twice = (
      await buffer(
        exportEncoder(format, READOUT_EXPORT_COLUMNS).encode(readoutBatches(server.built.ctx.db, [meter, meter], {})),
      )
    ).toString();
    expect(once.length).toBeLessThan(twice.length);
    expectSame(document.head + chunks.join('') + document.tail, twice);
  });
});
