import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import { readoutBatches } from '../../../server/modules/exports/readoutBatches.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

/** A serial a spreadsheet would run as a formula, with a comma and quotes that CSV must quote. */
const SERIAL = '=EXP,"1"';
let server: TestServer;
let token: string;
let riverside: number;
beforeAll(async () => {
  server = await serverFor();
  token = (await login(server, 'user@example.com')).access;
  const { db } = server.built.ctx;
  [{ id: riverside }] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Riverside Water Works'));
  const [{ id: hillcrest }] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hillcrest Utilities'));
  const [meter] = await db
    .insert(installations)
    .values({ serialNumber: SERIAL, meterType: 'afm', companyId: riverside })
    .returning();
  await db.insert(installations).values({ serialNumber: 'EXP-FOREIGN', meterType: 'afm', companyId: hillcrest });
  await db.insert(installations).values({ serialNumber: 'EXP-LORA', meterType: 'rcmlrwotaa', companyId: riverside });
  await db.insert(readouts).values([
    // alert flags 3: backflow (bit 0) and battery_low (bit 1)
    {
      installationId: meter.id,
      ts: new Date('2024-02-01T00:00:00Z'),
      totalVolume: 12.5,
      flow: -0.75,
      sensorStatus: 0,
      temperature: 9.5,
      batteryVoltage: 3.6,
      signalStrength: -101,
      alertFlags: 3,
    },
    { installationId: meter.id, ts: new Date('2024-02-01T00:15:00Z'), totalVolume: 12.25, flow: 0, source: 'wmbus' },
    { installationId: meter.id, ts: new Date('2024-02-01T00:30:00Z'), totalVolume: 12.25, flow: 0 },
  ]);
});
afterAll(() => server?.close());

const range = `datetime_after=2024-02-01T00:00:00Z&datetime_before=2024-02-01T00:30:00Z`;
const exportOf = (format: string, query = `serial=${encodeURIComponent(SERIAL)}&${range}`, auth = token) =>
  call(server, 'GET', `/api/v1/readouts.${format}/?${query}`, { token: auth });

describe('v1/readouts.{fmt}', () => {
  it('writes CSV in the excel dialect, neutralising formula text but not negative numbers', async () => {
    const reply = await exportOf('csv');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename="readouts__EXP__1__20240201T000000Z_20240201T003000Z.csv"',
    );
    expect(reply.text).toBe(
      'serial_number,ts,total_volume,flow,level1,mean_velocity,sensor_status,temperature,battery_voltage,battery1_status,battery2_status,battery_lifetime,signal_strength,spreading_factor,alerts,source,quality\r\n' +
        `"'=EXP,""1""",2024-02-01T00:00:00.000Z,12.5,-0.75,,,0,9.5,3.6,,,,-101,,backflow;battery_low,simulated,measured\r\n` +
        `"'=EXP,""1""",2024-02-01T00:15:00.000Z,12.25,0,,,,,,,,,,,,wmbus,measured\r\n`,
    );
  });

  it('writes XML with list items and empty elements for nulls', async () => {
    const reply = await exportOf('xml');
    expect(reply.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const item = (ts: string, cells: string) =>
      `<list-item><serial_number>=EXP,&quot;1&quot;</serial_number><ts>${ts}</ts>${cells}</list-item>`;
    expect(reply.text).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<root>' +
        item(
          '2024-02-01T00:00:00.000Z',
          '<total_volume>12.5</total_volume><flow>-0.75</flow><level1></level1><mean_velocity></mean_velocity><sensor_status>0</sensor_status><temperature>9.5</temperature><battery_voltage>3.6</battery_voltage><battery1_status></battery1_status><battery2_status></battery2_status><battery_lifetime></battery_lifetime><signal_strength>-101</signal_strength><spreading_factor></spreading_factor><alerts>backflow;battery_low</alerts><source>simulated</source><quality>measured</quality>',
        ) +
        item(
          '2024-02-01T00:15:00.000Z',
          '<total_volume>12.25</total_volume><flow>0</flow><level1></level1><mean_velocity></mean_velocity><sensor_status></sensor_status><temperature></temperature><battery_voltage></battery_voltage><battery1_status></battery1_status><battery2_status></battery2_status><battery_lifetime></battery_lifetime><signal_strength></signal_strength><spreading_factor></spreading_factor><alerts></alerts><source>wmbus</source><quality>measured</quality>',
        ) +
        '</root>',
    );
  });

  it('writes JSON as one array', async () => {
    const reply = await exportOf('json');
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.text).toBe(
      '[{"serial_number":"=EXP,\\"1\\"","ts":"2024-02-01T00:00:00.000Z","total_volume":12.5,"flow":-0.75,"level1":null,' +
        '"mean_velocity":null,"sensor_status":0,"temperature":9.5,"battery_voltage":3.6,"battery1_status":null,' +
        '"battery2_status":null,"battery_lifetime":null,"signal_strength":-101,"spreading_factor":null,"alerts":"backflow;battery_low","source":"simulated","quality":"measured"},' +
        '{"serial_number":"=EXP,\\"1\\"","ts":"2024-02-01T00:15:00.000Z","total_volume":12.25,"flow":0,"level1":null,' +
        '"mean_velocity":null,"sensor_status":null,"temperature":null,"battery_voltage":null,"battery1_status":null,' +
        '"battery2_status":null,"battery_lifetime":null,"signal_strength":null,"spreading_factor":null,"alerts":"","source":"wmbus","quality":"measured"}]',
    );
  });

  it('takes ?format= without a suffix, and 404s an unknown format', async () => {
    const plain = await call(
      server,
      'GET',
      `/api/v1/readouts/?format=csv&serial=${encodeURIComponent(SERIAL)}&${range}`,
      { token },
    );
    expect(plain.text.split('\r\n')).toHaveLength(4);
    expect((await exportOf('xlsx')).status).toBe(404);
  });

  it('refuses malformed parameters with field errors', async () => {
    const reply = await exportOf('csv', 'datetime_after=yesterday&datetime_before=2024-13-01');
    expect(reply.status).toBe(400);
    const bad =
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DD, YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
    expect(reply.body).toEqual({ datetime_after: [bad], datetime_before: [bad], serial: ['This field is required.'] });
    const reversed = await exportOf('csv', `serial=x&datetime_after=2024-02-02&datetime_before=2024-02-01T00:00:00Z`);
    expect(reversed.body).toEqual({ datetime_before: ['Must be later than datetime_after.'] });
  });

  it('refuses dates outside the years 1 to 9999 before the first byte, and exports up to the last day', async () => {
    const bad =
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DD, YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
    const serial = `serial=${encodeURIComponent(SERIAL)}`;
    for (const query of [`${serial}&datetime_after=0000-01-01`, `${serial}&datetime_before=0000-12-31T23:00:00Z`]) {
      const reply = await call(server, 'GET', `/api/v1/readouts/?${query}`, { token });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Object.values(reply.body as Record<string, unknown>)).toEqual([[bad]]);
    }
    const afm = await call(server, 'GET', `/api/reports/exports/afm.csv/?date_after=0000-01-01`, { token });
    expect(afm.status, afm.text).toBe(400);
    expect(afm.body).toEqual({ date_after: [bad] });
    // the day after 9999-12-31 cannot be queried: the bound stops at its last instant
    const last = await exportOf('json', `${serial}&datetime_after=9999-12-31&datetime_before=9999-12-31`);
    expect(last.status, last.text).toBe(200);
    expect(last.body).toEqual([]);
    const all = await exportOf('json', `${serial}&datetime_after=0001-01-01&datetime_before=9999-12-31`);
    expect(all.status, all.text).toBe(200);
    expect(all.body).toHaveLength(3);
  });

  it("answers 404 for another company's meter and 403 without view_report or view_meter", async () => {
    expect((await exportOf('csv', 'serial=EXP-FOREIGN')).status).toBe(404);
    await addUser(server, { email: 'meter-viewer@example.com', companyId: riverside, permissions: ['view_meter'] });
    await addUser(server, { email: 'no-meters@example.com', companyId: riverside, permissions: ['view_company'] });
    const viewer = (await login(server, 'meter-viewer@example.com')).access;
    expect((await exportOf('csv', undefined, viewer)).status).toBe(200);
    const none = (await login(server, 'no-meters@example.com')).access;
    expect((await exportOf('csv', undefined, none)).status).toBe(403);
  });

  it('streams past the batch size without a row cap, every reading once and in order', async () => {
    const { db } = server.built.ctx;
    const [meter] = await db
      .insert(installations)
      .values({ serialNumber: 'EXP-LONG', meterType: 'afm', companyId: riverside })
      .returning();
    await db.execute(sql`INSERT INTO readouts (installation_id, ts, total_volume)
      SELECT ${meter.id}, timestamptz '2024-03-01 00:00:00+00' + g * interval '1 minute', g FROM generate_series(0, 11999) AS g`);
    const reply = await exportOf('csv', 'serial=EXP-LONG');
    const lines = reply.text.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(12_000);
    expect(lines.map((line) => Number(line.split(',')[2]))).toEqual(Array.from({ length: 12_000 }, (_, i) => i));
    // the generator itself, with tiny batches: no row lost or repeated at batch edges
    const read = async (id: number, range: { before?: Date }, size: number) => {
      const batches: string[][] = [];
      for await (const batch of readoutBatches(db, [{ id, serialNumber: 'x' }], range, size))
        batches.push(batch.map((row) => String(row.ts)));
      return batches;
    };
    const minutes = await read(meter.id, { before: new Date('2024-03-01T00:07:00Z') }, 3);
    expect(minutes.every((batch) => batch.length <= 3)).toBe(true);
    expect(minutes.flat()).toEqual(Array.from({ length: 7 }, (_, i) => `2024-03-01T00:0${i}:00.000Z`));
    // readings years apart: the time windows skip the gap without losing the later ones
    const [sparse] = await db
      .insert(installations)
      .values({ serialNumber: 'EXP-SPARSE', meterType: 'afm', companyId: riverside })
      .returning();
    const stamps = [
      '2000-01-01T00:00:00.000Z',
      '2000-01-01T00:15:00.000Z',
      '2000-01-01T00:30:00.000Z',
      '2024-06-01T12:00:00.123Z',
    ];
    await db.insert(readouts).values(stamps.map((ts) => ({ installationId: sparse.id, ts: new Date(ts) })));
    expect((await read(sparse.id, {}, 2)).flat()).toEqual(stamps);
  });
});

describe('v1/readouts.{fmt} at a granularity', () => {
  it("writes one row per bucket, the bucket's last reading with its alerts, as the chart shows it", async () => {
    const { db } = server.built.ctx;
    const [meter] = await db
      .insert(installations)
      .values({ serialNumber: 'EXP-HOURLY', meterType: 'afm', companyId: riverside })
      .returning();
    // every 15 minutes from 10:00 to 12:45 UTC (volume = minutes since 10:00); alert flags 1 (backflow) at 11:45
    await db.execute(sql`INSERT INTO readouts (installation_id, ts, total_volume, alert_flags)
      SELECT ${meter.id}, timestamptz '2024-04-01 10:00:00+00' + g * interval '15 minutes', g * 15,
        CASE WHEN g = 7 THEN 1 ELSE 0 END FROM generate_series(0, 11) AS g`);
    const hourly = (more: string) =>
      exportOf(
        'json',
        `serial=EXP-HOURLY&datetime_after=2024-04-01T10:00:00Z&datetime_before=2024-04-01T12:30:00Z${more}`,
      );
    const every = await hourly('');
    expect(every.body).toHaveLength(10);
    const hours = await hourly('&granularity=hour');
    expect(hours.status, hours.text).toBe(200);
    // the last bucket is cut by the range's end: its last reading inside the range is 12:15
    const rows = hours.body as unknown as Array<{ ts: string; total_volume: number; alerts: string }>;
    expect(rows.map((row) => [row.ts, row.total_volume])).toEqual([
      ['2024-04-01T10:45:00.000Z', 45],
      ['2024-04-01T11:45:00.000Z', 105],
      ['2024-04-01T12:15:00.000Z', 135],
    ]);
    expect(rows[1].alerts).toBe('backflow');
    // a day in Zurich runs from 23:00 UTC (winter) or 22:00 UTC (summer): all of these fall on 1 April there
    const days = await hourly('&granularity=day&tz=Europe/Zurich');
    expect((days.body as unknown as Array<{ ts: string }>).map((row) => row.ts)).toEqual(['2024-04-01T12:15:00.000Z']);
    const wrong = await hourly('&granularity=fortnight&tz=Mars/Olympus');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body as object).sort()).toEqual(['granularity', 'tz']);
  });
});

describe('reports/exports/afm.{fmt}', () => {
  it('exports one AFM meter from date_after without the LoRa columns', async () => {
    const reply = await call(
      server,
      'GET',
      `/api/reports/exports/afm.csv/?serial_number=${encodeURIComponent(SERIAL)}&date_after=2024-02-01T00:15:00Z`,
      { token },
    );
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="afm__EXP__1__20240201T001500Z.csv"');
    expect(reply.text).toBe(
      'serial_number,ts,total_volume,flow,level1,mean_velocity,sensor_status,temperature,battery_voltage,battery1_status,battery2_status,signal_strength,alerts,source,quality\r\n' +
        `"'=EXP,""1""",2024-02-01T00:15:00.000Z,12.25,0,,,,,,,,,,wmbus,measured\r\n` +
        `"'=EXP,""1""",2024-02-01T00:30:00.000Z,12.25,0,,,,,,,,,,simulated,measured\r\n`,
    );
  });

  it('refuses a LoRa meter and hides other companies’ meters', async () => {
    const lora = await call(server, 'GET', '/api/reports/exports/afm.json/?serial_number=EXP-LORA', { token });
    expect(lora.body).toEqual({ serial_number: ['Meter "EXP-LORA" is not an AFM meter.'] });
    expect(
      (await call(server, 'GET', '/api/reports/exports/afm.json/?serial_number=EXP-FOREIGN', { token })).status,
    ).toBe(404);
  });

  it('exports every visible AFM meter by serial number when none is named', async () => {
    const reply = await call(server, 'GET', '/api/reports/exports/afm.json/?date_after=2024-02-01', { token });
    const rows = JSON.parse(reply.text) as Array<{ serial_number: string; ts: string }>;
    const serials = [...new Set(rows.map((row) => row.serial_number))];
    expect(serials).toEqual([...serials].sort());
    expect(serials).toContain(SERIAL);
    expect(serials).not.toContain('EXP-FOREIGN');
    expect(serials).not.toContain('EXP-LORA');
  });
});
