import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, installations, readouts } from '../../../server/db/deviceSchema.ts';
import { TELEGRAM_OUTCOMES } from '../../../src/core/contract/telegrams.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { addModule, telegramOf, type TestModule } from './telegramSupport.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const SENDER = 'gateway@riverside.example.com';
const INGEST = '/api/telegrams/';

let server: TestServer;
let own: TestModule;
let noKey: TestModule;
let staleKey: TestModule;
let other: TestModule;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  const riverside = ids['Riverside Water Works'];
  await addUser(server, { email: SENDER, companyId: riverside, permissions: ['add_communicationdevice'] });
  for (const email of ['user@example.com', SENDER]) tokens[email] = (await login(server, email)).access;
  own = await addModule(server, riverside, '30000001', { serial: 'GWF30000001' });
  noKey = await addModule(server, riverside, '30000002', { aesKey: null });
  staleKey = await addModule(server, riverside, '30000003');
  other = await addModule(server, ids['Hillcrest Utilities'], '30000004');
});
afterAll(() => server?.close());

interface Outcome {
  index: number;
  outcome: string;
  installation: string | null;
}
interface IngestReply {
  counts: Record<string, number>;
  results: Outcome[];
}

const ingest = (json: unknown, email = SENDER) =>
  call<IngestReply>(server, 'POST', INGEST, { token: tokens[email], json });
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 8, minutes)).toISOString();

describe('POST telegrams/', () => {
  it('stores readings of its company’s modules and tells every other telegram’s outcome', async () => {
    const reply = await ingest({
      telegrams: [
        { hex: telegramOf(own.id, own.key, { total_m3: 10.5, flow_m3h: 0.2 }), received_at: at(0), rssi: -81 },
        { hex: telegramOf(other.id, other.key, { total_m3: 1 }), received_at: at(0) },
        { hex: telegramOf(own.id, own.key, { total_m3: 10.5, flow_m3h: 0.2 }), received_at: at(0) },
        { hex: telegramOf('39999999', own.key, { total_m3: 1 }), received_at: at(0) },
        { hex: telegramOf(noKey.id, own.key, { total_m3: 1 }), received_at: at(0) },
        { hex: telegramOf(staleKey.id, own.key, { total_m3: 1 }), received_at: at(0) },
        { hex: 'not a telegram', received_at: at(0) },
        {
          hex: telegramOf(own.id, own.key, { total_m3: 10.6, gwf: { status: 0x40, battery_years: 10 } }),
          received_at: at(15),
        },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((r) => r.outcome)).toEqual([
      'stored',
      'foreign',
      'duplicate',
      'unknown_module',
      'key_missing',
      'key_wrong',
      'malformed',
      'stored',
    ]);
    expect(reply.body.counts).toEqual({ ...Object.fromEntries(TELEGRAM_OUTCOMES.map((o) => [o, 1])), stored: 2 });
    expect(reply.body.results[0].installation).toBe(own.installationUuid);
    const { db } = server.built.ctx;
    const rows = await db
      .select()
      .from(readouts)
      .where(eq(readouts.installationId, own.installationId))
      .orderBy(readouts.ts);
    expect(rows).toMatchObject([
      { totalVolume: 10.5, flow: 0.2, signalStrength: -81, source: 'wmbus', alertFlags: 0 },
      { totalVolume: 10.6, flow: null, batteryLifetime: 3653, source: 'wmbus' },
    ]);
    expect(await db.select().from(readouts).where(eq(readouts.installationId, other.installationId))).toEqual([]);
    const [meter] = await selectMeters(db).where(eq(installations.id, own.installationId));
    expect(meter).toMatchObject({ volumeM3: 10.6, lastReadoutAt: new Date(at(15)) });
    const open = await db
      .select({ state: alerts.state })
      .from(alerts)
      .where(and(eq(alerts.installationId, own.installationId), isNull(alerts.endedAt)));
    expect(open.map((a) => a.state)).toContain('backflow');
  });

  it('marks the report points of its readings with their source', async () => {
    const query =
      'type=total_volume&granularity=quarter_hour&date_after=2026-11-20T08:00:00Z&date_before=2026-11-20T08:30:00Z';
    const token = (await login(server, 'staff@example.com')).access;
    const reply = await call<{ points: Array<{ t: string; v: number | null; s?: string[] }> }>(
      server,
      'GET',
      `/api/installations/${own.installationUuid}/reports/?${query}`,
      { token },
    );
    expect(reply.body.points).toEqual([
      { t: '2026-11-20T08:00:00.000Z', v: 10.5, s: ['wmbus'] },
      { t: '2026-11-20T08:15:00.000Z', v: 10.6, s: ['wmbus'] },
    ]);
  });

  it('does not store the same reading twice across requests', async () => {
    const telegrams = [{ hex: telegramOf(own.id, own.key, { total_m3: 10.5 }), received_at: at(0) }];
    expect((await ingest({ telegrams })).body.counts.duplicate).toBe(1);
  });

  it('reads text/plain, one hex or hex;timestamp a line', async () => {
    const lines = [
      '# from a receiver',
      `${telegramOf(own.id, own.key, { total_m3: 11 })};2026-11-20 09:00:00`,
      '',
      `${telegramOf(own.id, own.key, { total_m3: 11.1 })};2026-11-20T09:30:00+01:00`,
      telegramOf(other.id, other.key, { total_m3: 2 }),
    ].join('\n');
    const reply = await call<IngestReply>(server, 'POST', INGEST, {
      token: tokens[SENDER],
      raw: lines,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((r) => r.outcome)).toEqual(['stored', 'stored', 'foreign']);
    const times = await server.built.ctx.db
      .select({ ts: readouts.ts })
      .from(readouts)
      .where(and(eq(readouts.installationId, own.installationId), eq(readouts.totalVolume, 11.1)));
    expect(times).toEqual([{ ts: new Date('2026-11-20T08:30:00Z') }]);
    const bad = await call(server, 'POST', INGEST, {
      token: tokens[SENDER],
      raw: `${telegramOf(own.id, own.key, { total_m3: 1 })};yesterday`,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ telegrams: ['Line 1: "yesterday" is not a timestamp; write hex or hex;timestamp.'] });
  });

  it('refuses more than 10,000 telegrams with a clear 400, and stores none of them', async () => {
    const hex = telegramOf(own.id, own.key, { total_m3: 99 });
    const reply = await ingest({
      telegrams: Array.from({ length: 10_001 }, (_, i) => ({ hex, received_at: at(i % 60) })),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ telegrams: ['Ensure this field has no more than 10000 elements.'] });
    const stored = await server.built.ctx.db.select().from(readouts).where(eq(readouts.totalVolume, 99));
    expect(stored).toEqual([]);
  });

  it('is for those who may add readings', async () => {
    const reply = await ingest({ telegrams: [] }, 'user@example.com');
    expect(reply.status).toBe(403);
  });

  it('answers bad input with 400s, never a 500', async () => {
    for (const body of [
      {},
      { telegrams: 'x' },
      { telegrams: [{}] },
      { telegrams: [{ hex: 5 }] },
      { telegrams: [{ hex: 'AB', received_at: 'soon' }] },
      { telegrams: [{ hex: 'AB', rssi: 'loud' }] },
      { telegrams: [{ hex: 'A'.repeat(5000) }] },
    ])
      expect((await ingest(body)).status, JSON.stringify(body)).toBe(400);
    const odd = await ingest({ telegrams: [{ hex: `${'2F'.repeat(120)}` }, { hex: 'FF'.repeat(300) }, { hex: '' }] });
    expect(odd.body.results.map((r) => r.outcome)).toEqual(['malformed', 'malformed', 'malformed']);
  });
});
