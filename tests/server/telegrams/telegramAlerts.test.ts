import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, installationLatest, installations, readouts } from '../../../server/db/deviceSchema.ts';
import type { Db } from '../../../server/db/createDatabase.ts';
import { storeTelegramReadings } from '../../../server/modules/telegrams/storeTelegramReadings.ts';
import type { TelegramResult } from '../../../src/core/contract/telegrams.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call } from '../support/api.ts';
import { addModule, installationAlerts, senderServer, telegramOf, type TestModule } from './telegramSupport.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const SENDER = 'alerts-gateway@riverside.example.com';
const BACKFLOW = 0x40;
const dialect = new PgDialect();

let server: TestServer;
let token: string;
let riverside: number;
const at = (hour: number) => new Date(Date.UTC(2026, 10, 21, hour)).toISOString();

beforeAll(async () => {
  ({ server, riverside, token } = await senderServer(SENDER));
});
afterAll(() => server?.close());

const ingest = (telegrams: Array<{ hex: string; received_at: string }>) =>
  call<{ results: Array<{ outcome: string }> }>(server, 'POST', '/api/telegrams/', { token, json: { telegrams } });

const alertsOf = (module: TestModule) => installationAlerts(server, module.installationId);

const meterOf = async (module: TestModule) =>
  (await selectMeters(server.built.ctx.db).where(eq(installations.id, module.installationId)))[0];

describe('the alerts of telegram readings', () => {
  it('opens a state a telegram reports and ends it with the first reading that no longer does', async () => {
    const module = await addModule(server, riverside, '31000001');
    const telegram = (volume: number, status = 0) =>
      telegramOf(module.id, module.key, { total_m3: volume, gwf: { status, battery_years: 10 } });
    const reply = await ingest([
      { hex: telegram(5, BACKFLOW), received_at: at(1) },
      { hex: telegram(5.1, BACKFLOW), received_at: at(2) },
      { hex: telegram(5.2), received_at: at(3) },
      { hex: telegram(5.3, BACKFLOW), received_at: at(4) },
    ]);
    expect(reply.body.results.map((r) => r.outcome)).toEqual(['stored', 'stored', 'stored', 'stored']);
    expect(await alertsOf(module)).toEqual([
      { state: 'backflow', startedAt: new Date(at(1)), endedAt: new Date(at(3)) },
      { state: 'backflow', startedAt: new Date(at(4)), endedAt: null },
    ]);
    expect(await meterOf(module)).toMatchObject({ alertCount: 1, volumeM3: 5.3, lastReadoutAt: new Date(at(4)) });
  });

  it('carries the state on across requests, and a late telegram keeps the newest reading', async () => {
    const module = await addModule(server, riverside, '31000002');
    const telegram = (volume: number, status = 0) =>
      telegramOf(module.id, module.key, { total_m3: volume, gwf: { status, battery_years: 10 } });
    await ingest([{ hex: telegram(7, BACKFLOW), received_at: at(5) }]);
    expect(await meterOf(module)).toMatchObject({ alertCount: 1 });
    // older than the newest reading and showing nothing: stored as history, the open alert and the newest reading stay
    // (late readings that change the past: tests/server/readouts/lateReadings.test.ts)
    expect((await ingest([{ hex: telegram(6.9), received_at: at(4) }])).body.results[0].outcome).toBe('stored');
    expect(await alertsOf(module)).toEqual([{ state: 'backflow', startedAt: new Date(at(5)), endedAt: null }]);
    expect(await meterOf(module)).toMatchObject({ alertCount: 1, volumeM3: 7, lastReadoutAt: new Date(at(5)) });
    await ingest([{ hex: telegram(7.1), received_at: at(6) }]);
    expect(await alertsOf(module)).toEqual([
      { state: 'backflow', startedAt: new Date(at(5)), endedAt: new Date(at(6)) },
    ]);
    expect(await meterOf(module)).toMatchObject({ alertCount: 0, volumeM3: 7.1 });
  });

  it('ends no usage when the volume rises and communication errors with any reading, and leaves other states', async () => {
    const module = await addModule(server, riverside, '31000003');
    const { db } = server.built.ctx;
    await db.insert(alerts).values(
      ['no_usage', 'communication_error', 'velocity_error'].map((state) => ({
        installationId: module.installationId,
        state,
        startedAt: new Date(at(0)),
      })),
    );
    await db
      .update(installationLatest)
      .set({ volumeM3: 3, lastReadoutAt: new Date(at(0)), alertCount: 3 })
      .where(eq(installationLatest.installationId, module.installationId));
    await ingest([{ hex: telegramOf(module.id, module.key, { total_m3: 3 }), received_at: at(1) }]);
    const open = async () => (await alertsOf(module)).filter((a) => a.endedAt === null).map((a) => a.state);
    expect(await open()).toEqual(['no_usage', 'velocity_error']);
    await ingest([{ hex: telegramOf(module.id, module.key, { total_m3: 3.25 }), received_at: at(2) }]);
    expect(await open()).toEqual(['velocity_error']);
    expect(await meterOf(module)).toMatchObject({ alertCount: 1, volumeM3: 3.25 });
  });
});

describe('a crash while a slice is written', () => {
  it('leaves neither its readings nor their alerts: the reading and its alerts commit together', async () => {
    const module = await addModule(server, riverside, '31000004');
    const { db } = server.built.ctx;
    // the database fails the last statement of the slice's transaction, after its readings and alerts
    const failing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
        return (work: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get(inner, name, innerReceiver) {
                  if (name !== 'execute') return Reflect.get(inner, name, innerReceiver) as unknown;
                  return async (query: Parameters<Db['execute']>[0]) => {
                    if (dialect.sqlToQuery(query as SQL).sql.includes('UPDATE installation_latest'))
                      throw new Error('the server went away');
                    return inner.execute(query);
                  };
                },
              }) as unknown as Db,
            ),
          );
      },
    });
    const result: TelegramResult = { index: 0, outcome: 'malformed', manufacturer: null, id: null, installation: null };
    const reading = {
      installationId: module.installationId,
      ts: new Date(at(9)),
      totalVolume: 1,
      flow: -0.5,
      temperature: null,
      batteryLifetime: null,
      signalStrength: null,
      alertFlags: 0,
    };
    await expect(storeTelegramReadings(failing, [{ result, reading }])).rejects.toThrow('the server went away');
    expect(await db.select().from(readouts).where(eq(readouts.installationId, module.installationId))).toEqual([]);
    expect(await alertsOf(module)).toEqual([]);
    // and the telegram sent again is stored whole
    await storeTelegramReadings(db, [{ result, reading }]);
    expect(result.outcome).toBe('stored');
    expect(await alertsOf(module)).toEqual([{ state: 'backflow', startedAt: new Date(at(9)), endedAt: null }]);
  });
});
