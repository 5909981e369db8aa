import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, installations, readouts } from '../../../server/db/deviceSchema.ts';
import { lorawanEvents } from '../../../server/db/lorawanSchema.ts';
import { encodeRcmLrw10, encodeSonicoNano } from '../../../src/core/lorawan/index.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { addLoraMeter, upEvent } from './lorawanSupport.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const SENDER = 'chirpstack@riverside.example.com';
const VIEWER = 'viewer@riverside.example.com';
const OWN_EUI = '70B3D5E75E00A001';
const SONICO_EUI = '70B3D5E75E00A002';
const OTHER_EUI = '70B3D5E75E00B001';
const AFM_EUI = '70B3D5E75E00A003';

let server: TestServer;
let own: { id: number; uuid: string };
let sonico: { id: number; uuid: string };
let other: { id: number; uuid: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  const riverside = ids['Riverside Water Works'];
  // the integration's account may add readings; a viewer may not
  for (const [email, permission] of [
    [SENDER, 'add_communicationdevice'],
    [VIEWER, 'view_communicationdevice'],
  ] as const) {
    await addUser(server, { email, companyId: riverside, permissions: [permission] });
    tokens[email] = (await login(server, email)).access;
  }
  own = await addLoraMeter(server, riverside, OWN_EUI);
  sonico = await addLoraMeter(server, riverside, SONICO_EUI.toLowerCase());
  await addLoraMeter(server, riverside, AFM_EUI, 'afm');
  other = await addLoraMeter(server, ids['Hillcrest Utilities'], OTHER_EUI);
});
afterAll(() => server?.close());

interface EventReply {
  event: string;
  outcome: string;
  reason: string | null;
  dev_eui: string | null;
  installation: string | null;
  codec: string | null;
  warnings: string[];
  disagreements: string[];
}

const post = (event: string, json: unknown, email = SENDER) =>
  call<EventReply>(server, 'POST', `/api/integrations/chirpstack/?event=${event}`, { token: tokens[email], json });
const readingsOf = (installationId: number) =>
  server.built.ctx.db.select().from(readouts).where(eq(readouts.installationId, installationId)).orderBy(readouts.ts);
const eventsOf = async (outcome: string) =>
  (await server.built.ctx.db.select({ n: count() }).from(lorawanEvents).where(eq(lorawanEvents.outcome, outcome)))[0].n;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 6, minutes)).toISOString();

describe('POST integrations/chirpstack/?event=up', () => {
  it('stores the reading with the network’s facts: best gateway, spreading factor, frame counter', async () => {
    const bytes = encodeRcmLrw10({ meterId: '20221031', register: 123_456, flags: 0x40, batterySemesters: 18 });
    const reply = await post(
      'up',
      upEvent(OWN_EUI, bytes, {
        time: at(0),
        fCnt: 4711,
        spreadingFactor: 10,
        gateways: [
          { rssi: -110, snr: -3.5 },
          { rssi: -92, snr: 7.25 },
        ],
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      event: 'up',
      outcome: 'stored',
      reason: null,
      dev_eui: OWN_EUI,
      installation: own.uuid,
      codec: 'rcmlrwotaa',
      warnings: ['checksum 0x0000 not verified: its algorithm is not published'],
      disagreements: [],
    });
    const [reading] = await readingsOf(own.id);
    expect(reading).toMatchObject({
      ts: new Date(at(0)),
      totalVolume: 123.456,
      batteryLifetime: 3287,
      signalStrength: -92,
      snr: 7.25,
      spreadingFactor: 10,
      frameCounter: 4711,
      alertFlags: 1, // backflow
      source: 'lorawan',
    });
    const [meter] = await selectMeters(server.built.ctx.db).where(eq(installations.id, own.id));
    expect(meter).toMatchObject({ volumeM3: 123.456, lastReadoutAt: new Date(at(0)) });
    const open = await server.built.ctx.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.installationId, own.id), eq(alerts.state, 'backflow')));
    expect(open).toHaveLength(1);
  });

  it('stores a replay (same deduplication id) once', async () => {
    const event = upEvent(OWN_EUI, encodeRcmLrw10({ meterId: '1', register: 124_000 }), { time: at(15) });
    expect((await post('up', event)).body.outcome).toBe('stored');
    const again = await post('up', event);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'duplicate', reason: 'replay' });
    const sameInstant = await post('up', { ...event, deduplicationId: randomUUID() });
    expect(sameInstant.body).toMatchObject({ outcome: 'duplicate', reason: 'reading_exists' });
    expect((await readingsOf(own.id)).filter((r) => r.ts.getTime() === Date.parse(at(15)))).toHaveLength(1);
  });

  it('decodes a Sonico Nano frame by its port, finds an EUI stored in lower case, and reports ChirpStack’s disagreement', async () => {
    const frame = encodeSonicoNano({ volumeRaw: 98_765, multiplier: 0, waterTemperature: 12, alarms: ['water_leak'] });
    const reply = await post(
      'up',
      upEvent(SONICO_EUI, frame.bytes, {
        fPort: frame.fPort,
        time: at(0),
        object: { volume_m3: 98.765, water_temperature_c: 13, something_else: 'x' },
      }),
    );
    expect(reply.body).toMatchObject({
      outcome: 'stored',
      codec: 'sonico-nano',
      disagreements: ['water_temperature_c'],
    });
    const [reading] = await readingsOf(sonico.id);
    expect(reading).toMatchObject({ totalVolume: 98.765, temperature: 12, alertFlags: 4, source: 'lorawan' });
    const [logged] = await server.built.ctx.db
      .select()
      .from(lorawanEvents)
      .where(eq(lorawanEvents.installationId, sonico.id));
    expect(logged).toMatchObject({ outcome: 'stored', reason: 'object disagrees: water_temperature_c' });
  });

  it.each([
    ['70-b3-d5-e7-5e-00-a0-01', 21],
    [' 70 B3 D5 E7 5E 00 A0 01 ', 22],
    ['70:B3:D5:E7:5E:00:A0:01', 23],
    ['0x70b3d5e75e00a001', 24],
  ])('finds the device by the EUI spelt %j', async (spelling, minute) => {
    const reply = await post(
      'up',
      upEvent(spelling, encodeRcmLrw10({ meterId: '1', register: 1 }), { time: at(minute) }),
    );
    expect(reply.body).toMatchObject({ outcome: 'stored', dev_eui: OWN_EUI, installation: own.uuid });
  });

  it('answers 200 and stores nothing for unknown and foreign devices, alike', async () => {
    const before = (await readingsOf(other.id)).length;
    const bytes = encodeRcmLrw10({ meterId: '1', register: 5 });
    const foreign = await post('up', upEvent(OTHER_EUI, bytes, { time: at(1) }));
    const unknown = await post('up', upEvent('70B3D5E75E00FFFF', bytes, { time: at(1) }));
    expect(foreign.status).toBe(200);
    expect(foreign.body).toEqual({
      ...unknown.body,
      dev_eui: OTHER_EUI,
      reason: `no installation has the device EUI ${OTHER_EUI}`,
    });
    expect(foreign.body).toMatchObject({ outcome: 'unknown_device', installation: null });
    expect(await readingsOf(other.id)).toHaveLength(before);
    expect(await eventsOf('foreign')).toBe(1);
    expect(await eventsOf('unknown_device')).toBeGreaterThanOrEqual(1);
  });

  it('answers 200 with the reason, and stores no number, for payloads it cannot decode', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ ...upEvent(OWN_EUI, [1, 2, 3]), time: at(2) }, 'undecodable', 'an RCM-LRW10 uplink has 20 bytes, this one 3'],
      [{ ...upEvent(OWN_EUI, []), data: 'not base64!' }, 'malformed', 'data is not base64'],
      [{ ...upEvent(OWN_EUI, []), data: 'QUJD' + '=' }, 'malformed', 'data is not base64'],
      [
        { ...upEvent(OWN_EUI, [1]), data: undefined },
        'undecodable',
        'the uplink carries no application payload (data, fPort)',
      ],
      [upEvent(OWN_EUI, encodeRcmLrw10({ meterId: '1', register: 1, vif: 0 })), 'undecodable', 'no volume in m3'],
      [
        upEvent(AFM_EUI, encodeRcmLrw10({ meterId: '1', register: 1 })),
        'undecodable',
        'meter type afm has no LoRaWAN codec',
      ],
      [{ ...upEvent(OWN_EUI, [1]), deviceInfo: {} }, 'malformed', 'deviceInfo.devEui is missing or not 16 hex digits'],
      [upEvent('70B3D5E75E00A0', [1]), 'malformed', 'deviceInfo.devEui is missing or not 16 hex digits'],
      [{}, 'malformed', 'deviceInfo.devEui is missing or not 16 hex digits'],
    ];
    const before = (await readingsOf(own.id)).length;
    for (const [body, outcome, reason] of cases) {
      const reply = await post('up', body);
      expect(reply.status, JSON.stringify(body).slice(0, 200)).toBe(200);
      expect(reply.body).toMatchObject({ outcome, reason });
    }
    expect(await readingsOf(own.id)).toHaveLength(before);
  });

  it('refuses bodies of the wrong shape with a 400, never a 500', async () => {
    for (const body of [
      [],
      'text',
      { fPort: 'one' },
      { deviceInfo: { devEui: 7 } },
      { rxInfo: { rssi: -1 } },
      { fCnt: -1 },
      { data: 'A'.repeat(5000) },
      { object: [1, 2] },
    ]) {
      const reply = await post('up', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call(server, 'POST', '/api/integrations/chirpstack/', { token: tokens[SENDER], json: {} })).status,
    ).toBe(400);
  });
});

describe('POST integrations/chirpstack/ other events', () => {
  it('status: notes the battery level once per deduplication id', async () => {
    const event = {
      deduplicationId: randomUUID(),
      time: at(30),
      deviceInfo: { devEui: OWN_EUI },
      margin: 7,
      externalPowerSource: false,
      batteryLevelUnavailable: false,
      batteryLevel: 87.5,
    };
    expect((await post('status', event)).body).toMatchObject({ outcome: 'battery', installation: own.uuid });
    expect((await post('status', { ...event, batteryLevel: 10 })).body).toMatchObject({ outcome: 'duplicate' });
    const [meter] = await selectMeters(server.built.ctx.db).where(eq(installations.id, own.id));
    expect(meter).toMatchObject({ batteryLevel: 87.5, batteryLevelAt: new Date(at(30)) });
    const unavailable = await post('status', {
      ...event,
      deduplicationId: randomUUID(),
      batteryLevelUnavailable: true,
    });
    expect(unavailable.body).toMatchObject({ outcome: 'ignored' });
  });

  it('join: marks the device joined', async () => {
    const reply = await post('join', {
      deduplicationId: randomUUID(),
      time: at(40),
      deviceInfo: { devEui: OWN_EUI },
      devAddr: '01a2b3c4',
    });
    expect(reply.body).toMatchObject({ outcome: 'joined', installation: own.uuid });
    const [meter] = await selectMeters(server.built.ctx.db).where(eq(installations.id, own.id));
    expect(meter.networkJoinedAt).toEqual(new Date(at(40)));
  });

  it('acknowledges other kinds with a 200 and the reason, and logs them', async () => {
    for (const kind of ['ack', 'txack', 'log', 'location', 'integration', 'whatever']) {
      const reply = await post(kind, { deduplicationId: randomUUID(), deviceInfo: { devEui: OWN_EUI } });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        event: kind,
        outcome: 'ignored',
        reason: `the '${kind}' event carries nothing the portal stores`,
      });
    }
    expect(await eventsOf('ignored')).toBeGreaterThanOrEqual(6);
  });

  it('needs the permission that adds readings', async () => {
    const reply = await post('up', upEvent(OWN_EUI, encodeRcmLrw10({ meterId: '1', register: 1 })), VIEWER);
    expect(reply.status).toBe(403);
    expect((await call(server, 'POST', '/api/integrations/chirpstack/?event=up', { json: {} })).status).toBe(401);
  });
});
