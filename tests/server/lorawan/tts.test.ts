import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestionKeyCreated } from '../../../src/core/contract/ingestionKeys.ts';
import { encodeRcmLrw10 } from '../../../src/core/lorawan/index.ts';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { createIngestionKey } from '../ingestionKeys/ingestionKeySupport.ts';
import { call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { addLoraMeter } from './lorawanSupport.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const OWN_EUI = '70B3D5E75E00C001';
const OTHER_EUI = '70B3D5E75E00C002';

let server: TestServer;
let key: IngestionKeyCreated;
let viewer: string;
let own: { id: number; uuid: string };
let other: { id: number; uuid: string };

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  const riverside = ids['Riverside Water Works'];
  const admin = (await login(server, 'admin@example.com')).access;
  key = await createIngestionKey(server, admin, { name: 'The Things Stack', company: riverside });
  viewer = (await login(server, 'user@example.com')).access;
  own = await addLoraMeter(server, riverside, OWN_EUI);
  other = await addLoraMeter(server, ids['Hillcrest Utilities'], OTHER_EUI);
});
afterAll(() => server?.close());

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 6, minutes)).toISOString();
const ulid = () => randomBytes(13).toString('hex').toUpperCase().slice(0, 26);

/** A webhook body of The Things Stack v3 carrying `bytes` as an uplink, as its data formats document it. */
function uplinkMessage(devEui: string, bytes: readonly number[], options: { time?: string; asUp?: string } = {}) {
  return {
    end_device_ids: {
      device_id: `meter-${devEui.toLowerCase()}`,
      application_ids: { application_id: 'water' },
      dev_eui: devEui,
      join_eui: '800000000000000C',
      dev_addr: '00BCB929',
    },
    correlation_ids: [`as:up:${options.asUp ?? ulid()}`, `gs:uplink:${ulid()}`, `ns:uplink:${ulid()}`],
    received_at: options.time ?? at(0),
    uplink_message: {
      session_key_id: 'AXBSH1Pk6Z0G166bkM+e7g==',
      f_port: 1,
      f_cnt: 812,
      frm_payload: Buffer.from(bytes).toString('base64'),
      decoded_payload: { volume_m3: 1 },
      rx_metadata: [
        { gateway_ids: { gateway_id: 'gw-north', eui: '0000024B08060112' }, rssi: -104, channel_rssi: -104, snr: -2.25 },
        { gateway_ids: { gateway_id: 'gw-south' }, channel_rssi: -88, snr: 8.5, uplink_token: 'abc' },
      ],
      settings: {
        data_rate: { lora: { bandwidth: 125000, spreading_factor: 11, coding_rate: '4/5' } },
        frequency: '868300000',
      },
      received_at: options.time ?? at(0),
      consumed_airtime: '0.987136s',
    },
  };
}

const post = (json: unknown, token = key.key) => call(server, 'POST', '/api/integrations/tts/', { token, json });
const readingsOf = (id: number) =>
  server.built.ctx.db.select().from(readouts).where(eq(readouts.installationId, id)).orderBy(readouts.ts);

describe('POST integrations/tts/ (The Things Stack v3 webhook)', () => {
  it('stores an uplink with the network’s facts, once however often it is replayed', async () => {
    const message = uplinkMessage(OWN_EUI, encodeRcmLrw10({ meterId: '20221031', register: 222_333 }));
    const reply = await post(message);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      event: 'up',
      outcome: 'stored',
      reason: null,
      dev_eui: OWN_EUI,
      installation: own.uuid,
      codec: 'rcmlrwotaa',
      warnings: ['checksum 0x0000 not verified: its algorithm is not published'],
      disagreements: ['volume_m3'],
    });
    expect(await readingsOf(own.id)).toEqual([
      expect.objectContaining({
        ts: new Date(at(0)),
        totalVolume: 222.333,
        signalStrength: -88,
        snr: 8.5,
        spreadingFactor: 11,
        frameCounter: 812,
        source: 'lorawan',
      }),
    ]);
    expect((await post(message)).body).toMatchObject({ outcome: 'duplicate', reason: 'replay' });
    expect(await readingsOf(own.id)).toHaveLength(1);
  });

  it('marks a join accept, acknowledges other messages, and stores nothing for other companies’ devices', async () => {
    const join = {
      end_device_ids: { device_id: 'meter', dev_eui: OWN_EUI.toLowerCase() },
      correlation_ids: [`as:up:${ulid()}`],
      received_at: at(5),
      join_accept: { session_key_id: 'AXBSH1Pk6Z0G166bkM+e7g==', received_at: at(5) },
    };
    expect((await post(join)).body).toMatchObject({ event: 'join', outcome: 'joined', installation: own.uuid });
    const [meter] = await selectMeters(server.built.ctx.db).where(eq(installations.id, own.id));
    expect(meter.networkJoinedAt).toEqual(new Date(at(5)));

    const ack = { end_device_ids: { dev_eui: OWN_EUI }, downlink_ack: { f_port: 1 } };
    expect((await post(ack)).body).toMatchObject({ event: 'downlink_ack', outcome: 'ignored' });

    const foreign = await post(uplinkMessage(OTHER_EUI, encodeRcmLrw10({ meterId: '1', register: 5 })));
    expect(foreign.status).toBe(200);
    expect(foreign.body).toMatchObject({ outcome: 'unknown_device', installation: null });
    expect(await readingsOf(other.id)).toEqual([]);
  });

  it('answers bad bodies with the reason in The Things Stack’s own field names, never a 500', async () => {
    const good = uplinkMessage(OWN_EUI, encodeRcmLrw10({ meterId: '1', register: 1 }), { time: at(9) });
    const cases: Array<[unknown, string, string]> = [
      [{ ...good, end_device_ids: {} }, 'malformed', 'end_device_ids.dev_eui is missing or not 16 hex digits'],
      [
        { ...good, uplink_message: { ...good.uplink_message, frm_payload: 'no base64!' } },
        'malformed',
        'uplink_message.frm_payload is not base64',
      ],
      [
        { ...good, uplink_message: { ...good.uplink_message, frm_payload: undefined } },
        'undecodable',
        'the uplink carries no application payload (uplink_message.frm_payload, fPort)',
      ],
      [{}, 'ignored', "the 'unknown' event carries nothing the portal stores"],
    ];
    for (const [body, outcome, reason] of cases) {
      const reply = await post(body);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toMatchObject({ outcome, reason });
    }
    const wrongType = await post({ ...good, uplink_message: { ...good.uplink_message, f_port: 'one' } });
    expect(wrongType.status).toBe(400);
  });

  it('needs a caller who may add readings', async () => {
    expect((await post(uplinkMessage(OWN_EUI, [1]), viewer)).status).toBe(403);
    expect((await call(server, 'POST', '/api/integrations/tts/', { json: {} })).status).toBe(401);
  });
});
