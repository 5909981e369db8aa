import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoraResult, TaskStarted } from '../../../src/core/contract/devices.ts';
import { LORAWAN_MODULE_TYPE } from '../../../src/core/domain/keyHandling.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import { parseChirpstack } from '../../../server/config.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import { commModuleKeys, keyAccessLog } from '../../../server/db/keySchema.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { chirpstackStandIn, type SeenRequest, type StandInAnswer } from './chirpstackStandIn.ts';

const HILL = 'hill@example.com';
const suite = serverSuite({
  users: [
    {
      email: HILL,
      company: 'Hillcrest Utilities',
      permissions: ['add_communicationdevice', 'view_communicationdevice', 'delete_communicationdevice'],
    },
  ],
});

const TOKEN = 'cs-api-token-for-tests';
const APPLICATION = randomUUID();
const PROFILE = randomUUID();
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

interface TestMeter {
  serial: string;
  eui: string;
  joinEui: string;
  appKey: string;
  commModUuid: string;
  id: number;
}

/** what the stand-in answers, by the device EUI in the path or body */
const behaviour = new Map<string, (request: SeenRequest) => StandInAnswer | undefined>();
let standIn: Awaited<ReturnType<typeof chirpstackStandIn>>;
const meters: Record<string, TestMeter> = {};

const euiOf = (request: SeenRequest) =>
  /\/api\/devices\/([0-9a-f]+)/.exec(request.path)?.[1] ??
  ((request.body as { device?: { devEui?: string } } | undefined)?.device?.devEui ?? '');

/** A LoRa meter of Hillcrest with a device EUI and its module's OTAA keys in Key Handling (or none). */
async function addMeter(name: string, options: { withKey?: boolean; eui?: string | null } = {}): Promise<TestMeter> {
  const { db, keyVault } = suite.server.built.ctx;
  const companyId = suite.ids['Hillcrest Utilities'];
  const meter = {
    serial: `CS-${name}-${hex(3)}`,
    eui: hex(8),
    joinEui: hex(8),
    appKey: hex(16),
    commModUuid: randomUUID(),
  };
  const [row] = await db
    .insert(installations)
    .values({
      serialNumber: meter.serial,
      deviceEui: options.eui === undefined ? meter.eui.match(/../g)!.join(':').toLowerCase() : options.eui,
      meterType: LORA_METER_TYPE,
      commModuleType: LORAWAN_MODULE_TYPE,
      commModuleSerial: `M-${meter.serial}`,
      commModUuid: meter.commModUuid,
      companyId,
    })
    .returning({ id: installations.id });
  if (options.withKey !== false)
    await db.insert(commModuleKeys).values({
      commModUuid: meter.commModUuid,
      moduleSerial: `M-${meter.serial}`,
      moduleType: LORAWAN_MODULE_TYPE,
      meterSerial: meter.serial,
      companyId,
      ...keyVault.seal(meter.commModUuid, { aes_key: null, join_eui: meter.joinEui, app_key: meter.appKey }),
    });
  meters[name] = { ...meter, id: row.id };
  return meters[name];
}

async function run(devices: string[], action: 'register' | 'delete'): Promise<{ taskId: string; result: LoraResult }> {
  const started = await suite.as<TaskStarted>(HILL, 'POST', '/api/devices/lora/', { json: { devices, action } });
  expect(started.status).toBe(202);
  const taskId = started.body.task_id;
  for (let i = 0; i < 400; i++) {
    const reply = await suite.as<LoraResult>(HILL, 'GET', `/api/devices/lora/result/?task_id=${taskId}`);
    expect(reply.status).toBe(200);
    if (reply.body.status !== 'pending') return { taskId, result: reply.body };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('task did not finish');
}

const registered = async (ids: number[]) =>
  Object.fromEntries(
    (
      await suite.server.built.ctx.db
        .select({ id: installations.id, registered: installations.networkRegistered })
        .from(installations)
        .where(inArray(installations.id, ids))
    ).map((row) => [row.id, row.registered]),
  );

beforeAll(async () => {
  standIn = await chirpstackStandIn((request) => behaviour.get(euiOf(request))?.(request));
  suite.server.built.ctx.config.chirpstack = {
    url: standIn.url,
    token: TOKEN,
    applicationId: APPLICATION,
    deviceProfileId: PROFILE,
    timeoutMs: 400,
  };
  for (const name of ['fresh', 'known', 'broken', 'slow']) await addMeter(name);
  await addMeter('keyless', { withKey: false });
  await addMeter('euiless', { eui: null });
});
afterAll(async () => {
  await standIn?.close();
});

describe('LoRa registration on ChirpStack (CHIRPSTACK_* set)', () => {
  it('creates each device with its keys from Key Handling, as ChirpStack v4’s REST API documents it', async () => {
    const { fresh, known, broken, slow, keyless, euiless } = meters;
    behaviour.set(known.eui.toLowerCase(), (r) => (r.method === 'POST' ? { status: 409, body: { code: 6 } } : undefined));
    // ChirpStack's error echoes the request, AppKey and all: the reason must not
    behaviour.set(broken.eui.toLowerCase(), (r) =>
      r.path.endsWith('/keys')
        ? { status: 500, body: { code: 13, message: `could not store ${JSON.stringify(r.body)}`, details: [] } }
        : undefined,
    );
    behaviour.set(slow.eui.toLowerCase(), () => 'hang');
    const serials = [fresh, known, broken, slow, keyless, euiless].map((m) => m.serial);
    const { taskId, result } = await run([...serials, 'NO-SUCH-METER'], 'register');

    expect(result).toEqual({
      status: 'completed',
      report: {
        registered: [fresh.serial],
        already_existing: [known.serial],
        not_found: ['NO-SUCH-METER'],
        failed: [
          { serial: broken.serial, reason: expect.stringMatching(/^ChirpStack answered 500: could not store /) as unknown },
          { serial: slow.serial, reason: 'ChirpStack did not answer within 0.4 s' },
          { serial: keyless.serial, reason: 'Key Handling holds no JoinEUI and AppKey for the meter’s module' },
          { serial: euiless.serial, reason: 'the meter has no device EUI (16 hex digits)' },
        ],
      },
    });
    const answer = JSON.stringify(result);
    for (const meter of [fresh, known, broken, slow]) expect(answer.toLowerCase()).not.toContain(meter.appKey.toLowerCase());
    expect(await registered([fresh, known, broken, slow, keyless].map((m) => m.id))).toEqual({
      [fresh.id]: true,
      [known.id]: true,
      [broken.id]: false,
      [slow.id]: false,
      [keyless.id]: false,
    });

    // every request: bearer token in the grpc-gateway header, JSON, lower-case hex EUIs
    for (const request of standIn.seen) {
      expect(request.headers['grpc-metadata-authorization']).toBe(`Bearer ${TOKEN}`);
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.path).toMatch(/^\/api\/devices(\/[0-9a-f]{16}\/keys)?$/);
    }
    const of = (meter: TestMeter) => standIn.seen.filter((r) => euiOf(r) === meter.eui.toLowerCase());
    const eui = fresh.eui.toLowerCase();
    expect(of(fresh)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/devices',
        headers: expect.objectContaining({ 'content-type': 'application/json' }) as unknown,
        body: {
          device: {
            devEui: eui,
            joinEui: fresh.joinEui.toLowerCase(),
            name: fresh.serial,
            description: `Meter ${fresh.serial}`,
            applicationId: APPLICATION,
            deviceProfileId: PROFILE,
            skipFcntCheck: false,
            isDisabled: false,
          },
        },
      }),
      expect.objectContaining({
        method: 'POST',
        path: `/api/devices/${eui}/keys`,
        // LoRaWAN 1.0.x: the AppKey is ChirpStack's nwkKey
        body: { deviceKeys: { nwkKey: fresh.appKey.toLowerCase(), appKey: '0'.repeat(32) } },
      }),
    ]);
    // the existing device keeps going: its keys are set, replaced when there already were some
    expect(of(known).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/devices',
      `POST /api/devices/${known.eui.toLowerCase()}/keys`,
      `PUT /api/devices/${known.eui.toLowerCase()}/keys`,
    ]);
    expect(of(slow)).toHaveLength(1);
    // nothing is sent for a meter without keys or EUI
    expect(of(keyless)).toEqual([]);
    expect(standIn.seen.some((r) => JSON.stringify(r.body ?? '').includes(euiless.serial))).toBe(false);

    // the keys' reading is logged before they leave: one export row in the format `chirpstack`
    const [logged] = await suite.server.built.ctx.db
      .select()
      .from(keyAccessLog)
      .where(eq(keyAccessLog.companyId, suite.ids['Hillcrest Utilities']))
      .orderBy(desc(keyAccessLog.id))
      .limit(1);
    expect(logged).toMatchObject({
      action: 'export',
      format: 'chirpstack',
      userEmail: HILL,
      keyCount: 4,
      ipAddress: '127.0.0.1',
      query: { task: taskId },
    });
    expect([...logged.keyIds].sort()).toEqual([fresh, known, broken, slow].map((m) => m.commModUuid).sort());
  });

  it('deletes devices from ChirpStack; one it does not have is reported not registered', async () => {
    const { fresh, known, broken } = meters;
    standIn.seen.length = 0;
    behaviour.clear();
    behaviour.set(known.eui.toLowerCase(), () => ({ status: 404, body: { code: 5, message: 'Object does not exist' } }));
    const { result } = await run([fresh.serial, known.serial, broken.serial], 'delete');
    expect(result).toEqual({
      status: 'completed',
      report: { deleted: [fresh.serial], not_registered: [known.serial, broken.serial], not_found: [] },
    });
    expect(standIn.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/devices/${fresh.eui.toLowerCase()}`,
      `DELETE /api/devices/${known.eui.toLowerCase()}`,
    ]);
    expect(standIn.seen[0].body).toBeUndefined();
    expect(await registered([fresh.id, known.id])).toEqual({ [fresh.id]: false, [known.id]: false });
  });

  it('reports a refused token and an unreachable server per device, and registers nothing', async () => {
    const { fresh } = meters;
    behaviour.clear();
    behaviour.set(fresh.eui.toLowerCase(), () => ({ status: 401, body: { code: 16, message: 'authentication failed' } }));
    expect((await run([fresh.serial], 'register')).result).toMatchObject({
      report: { failed: [{ serial: fresh.serial, reason: 'ChirpStack refused the API token: authentication failed' }] },
    });
    const config = suite.server.built.ctx.config.chirpstack!;
    const url = config.url;
    await standIn.close();
    try {
      expect((await run([fresh.serial], 'register')).result).toMatchObject({
        report: { registered: [], failed: [{ serial: fresh.serial, reason: 'ChirpStack is unreachable (ECONNREFUSED)' }] },
      });
    } finally {
      config.url = url;
    }
    expect(await registered([fresh.id])).toEqual({ [fresh.id]: false });
  });
});

describe('CHIRPSTACK_* settings', () => {
  const all = {
    CHIRPSTACK_URL: 'http://chirpstack:8090/',
    CHIRPSTACK_API_TOKEN: 'token',
    CHIRPSTACK_APPLICATION_ID: APPLICATION,
    CHIRPSTACK_DEVICE_PROFILE_ID: PROFILE,
  };
  it('needs all four or none, and an http(s) URL', () => {
    expect(parseChirpstack({})).toBeUndefined();
    expect(parseChirpstack(all)).toEqual({
      url: 'http://chirpstack:8090',
      token: 'token',
      applicationId: APPLICATION,
      deviceProfileId: PROFILE,
      timeoutMs: 10_000,
    });
    expect(parseChirpstack({ ...all, CHIRPSTACK_TIMEOUT_SECONDS: '3' })?.timeoutMs).toBe(3000);
    expect(() => parseChirpstack({ ...all, CHIRPSTACK_DEVICE_PROFILE_ID: '' })).toThrow(
      'missing: CHIRPSTACK_DEVICE_PROFILE_ID',
    );
    expect(() => parseChirpstack({ ...all, CHIRPSTACK_URL: 'chirpstack:8090' })).toThrow('is not an http(s) URL');
  });
});
