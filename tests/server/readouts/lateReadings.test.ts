import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, installations } from '../../../server/db/deviceSchema.ts';
import { encodeRcmLrw10 } from '../../../src/core/lorawan/index.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addLoraMeter, upEvent } from '../lorawan/lorawanSupport.ts';
import { call } from '../support/api.ts';
import {
  addModule,
  installationAlerts,
  senderServer,
  telegramOf,
  type TestModule,
} from '../telegrams/telegramSupport.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const SENDER = 'late-readings@riverside.example.com';
const CONTINUOUS_FLOW = 0x02;
const BACKFLOW = 0x40;

let server: TestServer;
let token: string;
let riverside: number;
const at = (hour: number) => new Date(Date.UTC(2026, 10, 22, hour)).toISOString();

/** One meter's readings, by hour: its volume and status flags (the same bits in a telegram and an uplink). */
const READINGS: Array<[hour: number, volume: number, flags: number]> = [
  [1, 5, BACKFLOW],
  [2, 5.1, BACKFLOW],
  [3, 5.2, 0],
  [4, 5.3, BACKFLOW | CONTINUOUS_FLOW],
  [5, 5.3, CONTINUOUS_FLOW],
  [6, 5.4, 0],
];
/** What the readings give, stepped through in time order from a meter without alerts. */
const EXPECTED = [
  { state: 'backflow', startedAt: new Date(at(1)), endedAt: new Date(at(3)) },
  { state: 'backflow', startedAt: new Date(at(4)), endedAt: new Date(at(5)) },
  { state: 'continuous_flow', startedAt: new Date(at(4)), endedAt: new Date(at(6)) },
];

beforeAll(async () => {
  ({ server, riverside, token } = await senderServer(SENDER));
});
afterAll(() => server?.close());

const alertsOf = (installationId: number) => installationAlerts(server, installationId);

const meterOf = async (installationId: number) => {
  const [meter] = await selectMeters(server.built.ctx.db).where(eq(installations.id, installationId));
  return { lastReadoutAt: meter.lastReadoutAt, volumeM3: meter.volumeM3, alertCount: meter.alertCount };
};

/** Telegrams of `module` with READINGS of `hours`, in one request. */
async function sendTelegrams(module: TestModule, hours: number[]) {
  const telegrams = hours.map((hour) => {
    const [, volume, status] = READINGS.find(([h]) => h === hour)!;
    const hex = telegramOf(module.id, module.key, { total_m3: volume, gwf: { status, battery_years: 10 } });
    return { hex, received_at: at(hour) };
  });
  const reply = await call<{ results: Array<{ outcome: string }> }>(server, 'POST', '/api/telegrams/', {
    token,
    json: { telegrams },
  });
  expect(reply.body.results.map((r) => r.outcome)).toEqual(hours.map(() => 'stored'));
}

/** The ChirpStack uplink of the LoRa meter `eui` with READINGS of `hour`. */
async function sendUplink(eui: string, hour: number) {
  const [, volume, flags] = READINGS.find(([h]) => h === hour)!;
  const bytes = encodeRcmLrw10({ meterId: '1', register: Math.round(volume * 1000), flags, batterySemesters: 18 });
  const reply = await call<{ outcome: string }>(server, 'POST', '/api/integrations/chirpstack/?event=up', {
    token,
    json: upEvent(eui, bytes, { time: at(hour) }),
  });
  expect(reply.body.outcome).toBe('stored');
}

/** A telegram meter sent `hours` of READINGS, one request per group, in the order given. */
async function telegramMeter(id: string, requests: number[][]): Promise<number> {
  const module = await addModule(server, riverside, id);
  for (const hours of requests) await sendTelegrams(module, hours);
  return module.installationId;
}

/** A LoRa meter sent `hours` of READINGS as uplinks, one event each, in the order given. */
async function loraMeter(eui: string, hours: number[]): Promise<number> {
  const meter = await addLoraMeter(server, riverside, eui);
  for (const hour of hours) await sendUplink(eui, hour);
  return meter.id;
}

describe('readings that come late', () => {
  it('give the alerts and newest reading that the same readings in time order give, however they arrive', async () => {
    const meters = [
      await telegramMeter('32000001', [[1, 2, 3, 4, 5, 6]]),
      await telegramMeter('32000002', [[4], [1], [6], [3], [5], [2]]),
      await telegramMeter('32000003', [[6], [1, 2, 3, 4, 5]]),
      await telegramMeter('32000004', [
        [1, 2, 5, 6],
        [3, 4],
      ]),
      await loraMeter('70B3D5E75E00C001', [1, 2, 3, 4, 5, 6]),
      await loraMeter('70B3D5E75E00C002', [6, 5, 4, 3, 2, 1]),
      await loraMeter('70B3D5E75E00C003', [2, 4, 6, 1, 3, 5]),
    ];
    for (const id of meters) {
      expect(await alertsOf(id)).toEqual(EXPECTED);
      expect(await meterOf(id)).toEqual({ lastReadoutAt: new Date(at(6)), volumeM3: 5.4, alertCount: 0 });
    }
  });

  it('opens and ends an alert in the past, and leaves the newest reading and the open alerts of now', async () => {
    const eui = '70B3D5E75E00C004';
    const id = await loraMeter(eui, [1, 3, 6]);
    expect(await alertsOf(id)).toEqual([{ state: 'backflow', startedAt: new Date(at(1)), endedAt: new Date(at(3)) }]);
    // hour 4 opens two alerts that hour 6 had ended already
    await sendUplink(eui, 4);
    expect(await alertsOf(id)).toEqual([
      { state: 'backflow', startedAt: new Date(at(1)), endedAt: new Date(at(3)) },
      { state: 'backflow', startedAt: new Date(at(4)), endedAt: new Date(at(6)) },
      { state: 'continuous_flow', startedAt: new Date(at(4)), endedAt: new Date(at(6)) },
    ]);
    expect(await meterOf(id)).toEqual({ lastReadoutAt: new Date(at(6)), volumeM3: 5.4, alertCount: 0 });
    // hour 5 ends the backflow an hour early; hour 2's runs on from hour 1's
    await sendUplink(eui, 5);
    await sendUplink(eui, 2);
    expect(await alertsOf(id)).toEqual(EXPECTED);
    expect(await meterOf(id)).toEqual({ lastReadoutAt: new Date(at(6)), volumeM3: 5.4, alertCount: 0 });
  });

  it('keeps an alert that was open before the meter’s first reading when an earlier reading comes late', async () => {
    const module = await addModule(server, riverside, '32000005');
    const { installationId } = module;
    await server.built.ctx.db
      .insert(alerts)
      .values({ installationId, state: 'velocity_error', startedAt: new Date(at(0)) });
    await sendTelegrams(module, [3]);
    await sendTelegrams(module, [1]);
    expect(await alertsOf(installationId)).toEqual([
      { state: 'velocity_error', startedAt: new Date(at(0)), endedAt: null },
      { state: 'backflow', startedAt: new Date(at(1)), endedAt: new Date(at(3)) },
    ]);
    expect(await meterOf(installationId)).toEqual({ lastReadoutAt: new Date(at(3)), volumeM3: 5.2, alertCount: 1 });
  });
});
