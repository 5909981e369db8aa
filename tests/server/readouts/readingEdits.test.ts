import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationLatest, installations, readingEdits, readouts } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login, type Json, type Page } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

const EDITOR = 'editor@riverside.example.com';
const VIEWER = 'reader@riverside.example.com';

let server: TestServer;
let meter: { id: number; uuid: string; serial: string };
let foreignUuid: string;
const tokens: Record<string, string> = {};

/** The meter's own readings, far from the demo data (UTC): a gap of two readings at 00:30 and 00:45. */
const READINGS: Array<[string, number]> = [
  ['2020-03-01T00:00:00.000Z', 100],
  ['2020-03-01T00:15:00.000Z', 100.25],
  ['2020-03-01T01:00:00.000Z', 101],
  ['2020-03-01T01:15:00.000Z', 101.25],
];

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  const riverside = ids['Riverside Water Works'];
  await addUser(server, {
    email: EDITOR,
    companyId: riverside,
    permissions: ['add_communicationdevice', 'view_report', 'view_meter'],
  });
  await addUser(server, { email: VIEWER, companyId: riverside, permissions: ['view_report', 'view_meter'] });
  for (const email of [EDITOR, VIEWER]) tokens[email] = (await login(server, email)).access;
  const { db } = server.built.ctx;
  const first = (companyId: number) =>
    db
      .select({ id: installations.id, uuid: installations.uuid, serial: installations.serialNumber })
      .from(installations)
      .where(eq(installations.companyId, companyId))
      .orderBy(installations.id)
      .limit(1);
  [meter] = await first(riverside);
  foreignUuid = (await first(ids['Hillcrest Utilities']))[0].uuid;
  // the meter's readings are these alone, so its newest reading is known
  await db.delete(readouts).where(eq(readouts.installationId, meter.id));
  await db
    .insert(readouts)
    .values(
      READINGS.map(([ts, totalVolume]) => ({ installationId: meter.id, ts: new Date(ts), totalVolume, flow: 1 })),
    );
});
afterAll(() => server?.close());

const edit = (json: Json, email = EDITOR) =>
  call<Json>(server, 'POST', '/api/readouts/edits/', {
    token: tokens[email],
    json,
    headers: { 'Accept-Language': 'en' },
  });
const estimate = (json: Json, email = EDITOR) =>
  call<Json>(server, 'POST', '/api/readouts/estimate/', { token: tokens[email], json });
const stored = () =>
  server.built.ctx.db
    .select({
      ts: readouts.ts,
      volume: readouts.totalVolume,
      quality: readouts.quality,
      method: readouts.qualityMethod,
      source: readouts.source,
    })
    .from(readouts)
    .where(eq(readouts.installationId, meter.id))
    .orderBy(asc(readouts.ts));
const readingAt = async (ts: string) => (await stored()).find((row) => row.ts.toISOString() === ts);
const auditCount = async () =>
  (
    await server.built.ctx.db.select({ n: count() }).from(readingEdits).where(eq(readingEdits.installationId, meter.id))
  )[0].n;
const newest = async () =>
  (
    await server.built.ctx.db
      .select({ at: installationLatest.lastReadoutAt, volume: installationLatest.volumeM3 })
      .from(installationLatest)
      .where(eq(installationLatest.installationId, meter.id))
  )[0];

describe('POST readouts/edits/', () => {
  const reason = 'Register misread by the head-end';

  it('corrects one reading, keeps the original in the audit trail and restores it', async () => {
    const ts = READINGS[1][0];
    expect((await edit({ installation: meter.uuid, action: 'correct', ts, volume_m3: 100.3, reason })).body).toEqual({
      changed: 1,
    });
    expect(await readingAt(ts)).toMatchObject({ volume: 100.3, quality: 'edited', method: null });
    // a second correction still keeps the first stored value as the original
    await edit({ installation: meter.uuid, action: 'correct', ts, volume_m3: 100.4, reason: 'Second look' });
    const list = await call<Page<Json>>(server, 'GET', `/api/readouts/edits/?installation=${meter.uuid}`, {
      token: tokens[VIEWER],
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results[0]).toMatchObject({
      installation: meter.uuid,
      ts,
      action: 'correct',
      reason: 'Second look',
      by: EDITOR,
      original_volume_m3: 100.25,
      original_quality: 'measured',
      new_volume_m3: 100.4,
      new_quality: 'edited',
    });

    expect((await edit({ installation: meter.uuid, action: 'restore', ts, reason: 'Undo' })).body).toEqual({
      changed: 1,
    });
    expect(await readingAt(ts)).toMatchObject({ volume: 100.25, quality: 'measured' });
    // a restore of a reading as measured changes nothing
    expect((await edit({ installation: meter.uuid, action: 'restore', ts, reason: 'Undo' })).body).toEqual({
      changed: 0,
    });
  });

  it('rejects a range, which leaves the meter’s newest reading, and restores it', async () => {
    const range = { date_after: '2020-03-01T01:00:00Z', date_before: '2020-03-01T02:00:00Z' };
    const rejected = await edit({ installation: meter.uuid, action: 'reject', ...range, reason });
    expect(rejected.body).toEqual({ changed: 2 });
    expect((await stored()).map((row) => row.quality)).toEqual(['measured', 'measured', 'rejected', 'rejected']);
    expect(await newest()).toEqual({ at: new Date(READINGS[1][0]), volume: 100.25 });

    const restored = await edit({ installation: meter.uuid, action: 'restore', ...range, reason: 'Checked' });
    expect(restored.body).toEqual({ changed: 2 });
    expect((await stored()).map((row) => [row.volume, row.quality])).toEqual(
      READINGS.map(([, volume]) => [volume, 'measured']),
    );
    expect(await newest()).toEqual({ at: new Date(READINGS[3][0]), volume: 101.25 });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await auditCount();
    const cases: Array<[Json, number, Json]> = [
      [{ action: 'reject', ts: READINGS[0][0], reason: '  ' }, 400, { reason: ['This field may not be blank.'] }],
      [
        { action: 'reject', ts: READINGS[0][0], reason: 'x'.repeat(501) },
        400,
        { reason: ['Ensure this field has no more than 500 characters.'] },
      ],
      [
        { action: 'reject', date_after: '2019-01-01', date_before: '2020-03-02', reason },
        400,
        { date_before: ['Ensure the period is no longer than 366 days.'] },
      ],
      [
        { action: 'reject', ts: '2020-03-01T00:05:00Z', reason },
        400,
        { ts: ['This meter has no reading at 2020-03-01T00:05:00.000Z.'] },
      ],
      [
        { action: 'correct', date_after: '2020-03-01', date_before: '2020-03-02', volume_m3: 1, reason },
        400,
        { ts: ['A correction changes one reading: give its ts instead of a range.'] },
      ],
      [{ action: 'correct', ts: READINGS[0][0], reason }, 400, { volume_m3: ['This field is required.'] }],
      [
        { action: 'reject', ts: 'yesterday', reason },
        400,
        { ts: [expect.stringContaining('Datetime has wrong format')] },
      ],
      [{ action: 'erase', ts: READINGS[0][0], reason }, 400, { action: ['"erase" is not a valid choice.'] }],
    ];
    for (const [body, status, errors] of cases) {
      const reply = await edit({ installation: meter.uuid, ...body });
      expect([reply.status, reply.body], JSON.stringify(body)).toEqual([status, errors]);
    }
    const foreign = await edit({ installation: foreignUuid, action: 'reject', ts: READINGS[0][0], reason });
    expect(foreign.status).toBe(404);
    expect(await auditCount()).toBe(before);
    expect((await stored()).every((row) => row.quality === 'measured')).toBe(true);
  });

  it('is refused to a user who may only view, who still reads the audit trail', async () => {
    const reply = await edit({ installation: meter.uuid, action: 'reject', ts: READINGS[0][0], reason }, VIEWER);
    expect(reply.status).toBe(403);
    expect(
      (
        await estimate(
          { installation: meter.uuid, ...{ date_after: '2020-03-01', date_before: '2020-03-02' }, method: 'linear' },
          VIEWER,
        )
      ).status,
    ).toBe(403);
    const list = await call(server, 'GET', `/api/readouts/edits/?installation=${foreignUuid}`, {
      token: tokens[VIEWER],
    });
    expect(list.status).toBe(404);
    // without a meter: the edits of every meter the caller sees
    const all = await call<Page<Json>>(server, 'GET', '/api/readouts/edits/', { token: tokens[VIEWER] });
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThan(0);
    expect(new Set(all.body.results.map((row) => row.installation))).toEqual(new Set([meter.uuid]));
    const bad = await call(server, 'GET', '/api/readouts/edits/?installation=nope', { token: tokens[VIEWER] });
    expect([bad.status, bad.body]).toEqual([400, { installation: ['Must be a valid UUID.'] }]);
  });
});

describe('POST readouts/estimate/', () => {
  const range = { date_after: '2020-03-01', date_before: '2020-03-01', method: 'linear' };

  it('fills the gap between good readings linearly, once, with an audit row each', async () => {
    const before = await auditCount();
    const reply = await estimate({ installation: meter.uuid, ...range });
    expect(reply.body).toEqual({ estimated: 2 });
    const rows = (await stored()).filter((row) => row.quality === 'estimated');
    expect(rows.map((row) => [row.ts.toISOString(), row.volume, row.method, row.source])).toEqual([
      ['2020-03-01T00:30:00.000Z', 100.5, 'linear', 'estimate'],
      ['2020-03-01T00:45:00.000Z', 100.75, 'linear', 'estimate'],
    ]);
    expect(await auditCount()).toBe(before + 2);
    // never over an existing reading
    expect((await estimate({ installation: meter.uuid, ...range })).body).toEqual({ estimated: 0 });
  });

  it('does not estimate from a rejected reading', async () => {
    const { db } = server.built.ctx;
    await db.insert(readouts).values([
      { installationId: meter.id, ts: new Date('2020-03-02T00:00:00Z'), totalVolume: 200 },
      { installationId: meter.id, ts: new Date('2020-03-02T01:00:00Z'), totalVolume: 999, quality: 'rejected' },
    ]);
    const reply = await estimate({
      installation: meter.uuid,
      date_after: '2020-03-01T01:15:00Z',
      date_before: '2020-03-01T02:00:00Z',
      method: 'linear',
    });
    // between 01:15 (101.25) and the next good reading, a day later, the range holds 01:30 and 01:45
    expect(reply.body).toEqual({ estimated: 2 });
    const made = await db
      .select({ volume: readouts.totalVolume })
      .from(readouts)
      .where(and(eq(readouts.installationId, meter.id), eq(readouts.ts, new Date('2020-03-01T01:30:00Z'))));
    expect(made[0].volume).toBeCloseTo(101.25 + (200 - 101.25) / 91, 9);
  });

  it('refuses a range of years and another company’s meter', async () => {
    const long = await estimate({
      installation: meter.uuid,
      date_after: '2018-01-01',
      date_before: '2020-01-01',
      method: 'linear',
    });
    expect([long.status, long.body]).toEqual([400, { date_before: ['Ensure the period is no longer than 366 days.'] }]);
    const foreign = await estimate({ installation: foreignUuid, ...range });
    expect(foreign.status).toBe(404);
    const method = await estimate({ installation: meter.uuid, ...range, method: 'spline' });
    expect([method.status, method.body]).toEqual([400, { method: ['"spline" is not a valid choice.'] }]);
  });
});

describe('reports and exports of edited readings', () => {
  const day = 'date_after=2020-03-01T00:00:00Z&date_before=2020-03-01T02:00:00Z';

  it('leave rejected readings out of the values, mark estimated and edited points and state completeness', async () => {
    await edit({ installation: meter.uuid, action: 'reject', ts: READINGS[3][0], reason: 'Spike' });
    await edit({
      installation: meter.uuid,
      action: 'correct',
      ts: READINGS[2][0],
      volume_m3: 101.1,
      reason: 'Misread',
    });
    const reply = await call<{ points: Json[]; completeness: Json }>(
      server,
      'GET',
      `/api/installations/${meter.uuid}/reports/?type=total_volume&granularity=quarter_hour&${day}`,
      { token: tokens[VIEWER] },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.points.map((point) => [point.t, point.v, point.q ?? null])).toEqual([
      ['2020-03-01T00:00:00.000Z', 100, null],
      ['2020-03-01T00:15:00.000Z', 100.25, null],
      ['2020-03-01T00:30:00.000Z', 100.5, ['estimated']],
      ['2020-03-01T00:45:00.000Z', 100.75, ['estimated']],
      ['2020-03-01T01:00:00.000Z', 101.1, ['edited']],
      // rejected: no value, as an empty bucket; the estimates after it in the range follow
      ['2020-03-01T01:15:00.000Z', null, null],
      ['2020-03-01T01:30:00.000Z', expect.any(Number), ['estimated']],
      ['2020-03-01T01:45:00.000Z', expect.any(Number), ['estimated']],
    ]);
    // eight quarter hours expected, seven readings received (the rejected one is not counted)
    expect(reply.body.completeness).toEqual({ received: 7, expected: 8 });
  });

  it('carry quality and source in every readout export format', async () => {
    const range = 'datetime_after=2020-03-01T01:00:00Z&datetime_before=2020-03-01T01:31:00Z';
    const csv = await call(server, 'GET', `/api/v1/readouts.csv/?serial=${meter.serial}&${range}`, {
      token: tokens[VIEWER],
    });
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0].endsWith(',alerts,source,quality')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',').slice(-2))).toEqual([
      ['simulated', 'edited'],
      ['simulated', 'rejected'],
      ['estimate', 'estimated'],
    ]);
    const json = await call<Json[]>(server, 'GET', `/api/v1/readouts.json/?serial=${meter.serial}&${range}`, {
      token: tokens[VIEWER],
    });
    expect(json.body.map((row) => row.quality)).toEqual(['edited', 'rejected', 'estimated']);
    const xml = await call(server, 'GET', `/api/v1/readouts.xml/?serial=${meter.serial}&${range}`, {
      token: tokens[VIEWER],
    });
    expect(xml.text).toContain('<source>simulated</source><quality>rejected</quality>');
    // one reading per bucket as the chart shows it: the rejected one is not that reading
    const hourly = await call<Json[]>(
      server,
      'GET',
      `/api/v1/readouts.json/?serial=${meter.serial}&datetime_after=2020-03-01T01:00:00Z&datetime_before=2020-03-01T01:30:00Z&granularity=hour`,
      { token: tokens[VIEWER] },
    );
    expect(hourly.body.map((row) => [row.ts, row.quality])).toEqual([['2020-03-01T01:00:00.000Z', 'edited']]);
  });
});
