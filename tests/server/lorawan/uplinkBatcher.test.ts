import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { lorawanEvents } from '../../../server/db/lorawanSchema.ts';
import { storeUplinks, type UplinkToStore } from '../../../server/modules/lorawan/storeUplinks.ts';
import { createUplinkBatcher } from '../../../server/modules/lorawan/uplinkBatcher.ts';
import { encodeRcmLrw10 } from '../../../src/core/lorawan/index.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { addLoraMeter, upEvent } from './lorawanSupport.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const SENDER = 'batcher@riverside.example.com';
let server: TestServer;
let companyId: number;
let token: string;

beforeAll(async () => {
  server = await serverFor();
  companyId = (await companyIds(server))['Riverside Water Works'];
  await addUser(server, { email: SENDER, companyId, permissions: ['add_communicationdevice'] });
  token = (await login(server, SENDER)).access;
});
afterAll(() => server?.close());

const db = () => server.built.ctx.db;
const readingsOf = (installationId: number) =>
  db().select().from(readouts).where(eq(readouts.installationId, installationId)).orderBy(readouts.ts);
const eventsOf = (installationId: number) =>
  db().select().from(lorawanEvents).where(eq(lorawanEvents.installationId, installationId)).orderBy(lorawanEvents.id);

/** An uplink of a meter at `minute` past 2026-11-02 00:00 UTC, with `volume` m3. */
function uplink(
  meter: { id: number },
  minute: number,
  volume: number,
  options: { deduplicationId?: string; batteryDays?: number } = {},
): UplinkToStore {
  return {
    event: {
      event: 'up',
      deduplicationId: options.deduplicationId ?? randomUUID(),
      devEui: null,
      companyId,
      installationId: meter.id,
      outcome: 'stored',
      reason: null,
    },
    reading: {
      codec: 'rcmlrwotaa',
      volumeM3: volume,
      temperature: null,
      batteryDays: options.batteryDays ?? 3000,
      alerts: [],
      data: {},
      warnings: [],
    },
    facts: {
      time: new Date(Date.UTC(2026, 10, 2, 0, minute)),
      rssi: -90,
      snr: 5,
      spreadingFactor: 7,
      frameCounter: minute,
    },
  };
}

/** A batcher over the real writer that notes the size of every write it makes. */
function countingBatcher() {
  const writes: number[] = [];
  const batcher = createUplinkBatcher(db(), {
    write: (database, uplinks) => {
      writes.push(uplinks.length);
      return storeUplinks(database, uplinks);
    },
  });
  return { batcher, writes };
}

describe('uplink group commit', () => {
  it('writes the uplinks of one turn in one transaction, and a replay in the same group once', async () => {
    const meter = await addLoraMeter(server, companyId, '70B3D5E75E00C001');
    const { batcher, writes } = countingBatcher();
    const replayed = uplink(meter, 2, 10.002);
    const answers = await Promise.all([
      batcher.store(uplink(meter, 1, 10.001)),
      batcher.store(replayed),
      batcher.store({ ...replayed, facts: { ...replayed.facts } }),
      batcher.store(uplink(meter, 3, 10.003)),
    ]);
    expect(writes).toEqual([4]);
    expect(answers).toEqual([
      { outcome: 'stored', reason: null },
      { outcome: 'stored', reason: null },
      { outcome: 'duplicate', reason: 'replay' },
      { outcome: 'stored', reason: null },
    ]);
    expect((await readingsOf(meter.id)).map((r) => r.totalVolume)).toEqual([10.001, 10.002, 10.003]);
    expect((await eventsOf(meter.id)).map((e) => e.outcome)).toEqual(['stored', 'stored', 'stored']);
    const [row] = await selectMeters(db()).where(eq(installations.id, meter.id));
    expect(row.volumeM3).toBe(10.003);
    expect(row.lastReadoutAt?.toISOString()).toBe('2026-11-02T00:03:00.000Z');
  });

  it('an uplink at an instant already stored is a duplicate whose event row says so, the others of its group stored', async () => {
    const meter = await addLoraMeter(server, companyId, '70B3D5E75E00C002');
    const { batcher } = countingBatcher();
    await batcher.store(uplink(meter, 1, 20.001));
    const answers = await Promise.all([
      batcher.store(uplink(meter, 1, 20.5)),
      batcher.store(uplink(meter, 2, 20.002)),
      batcher.store(uplink(meter, 2, 20.7)),
    ]);
    expect(answers).toEqual([
      { outcome: 'duplicate', reason: 'reading_exists' },
      { outcome: 'stored', reason: null },
      { outcome: 'duplicate', reason: 'reading_exists' },
    ]);
    expect((await readingsOf(meter.id)).map((r) => r.totalVolume)).toEqual([20.001, 20.002]);
    expect((await eventsOf(meter.id)).map((e) => [e.outcome, e.reason])).toEqual([
      ['stored', null],
      ['duplicate', 'reading_exists'],
      ['stored', null],
      ['duplicate', 'reading_exists'],
    ]);
  });

  it('a bad uplink fails alone: its group is written again one uplink at a time', async () => {
    const meter = await addLoraMeter(server, companyId, '70B3D5E75E00C003');
    const { batcher, writes } = countingBatcher();
    // a battery lifetime past the column's range: the database refuses the row, and with it the group
    const results = await Promise.allSettled([
      batcher.store(uplink(meter, 1, 30.001)),
      batcher.store(uplink(meter, 2, 30.002, { batteryDays: 2 ** 40 })),
      batcher.store(uplink(meter, 3, 30.003)),
    ]);
    expect(writes).toEqual([3, 1, 1, 1]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await readingsOf(meter.id)).map((r) => r.totalVolume)).toEqual([30.001, 30.003]);
    expect((await eventsOf(meter.id)).map((e) => e.outcome)).toEqual(['stored', 'stored']);
  });
});

describe('POST integrations/chirpstack/?event=up at once', () => {
  it('stores one reading for a replay that arrives together with its original', async () => {
    const meter = await addLoraMeter(server, companyId, '70B3D5E75E00C004');
    const body = upEvent(
      '70B3D5E75E00C004',
      encodeRcmLrw10({ meterId: '4', register: 123_456, batterySemesters: 18 }),
      {
        time: '2026-11-03T10:00:00.000Z',
      },
    );
    const replies = await Promise.all(
      [body, body, body].map((json) =>
        call<{ outcome: string }>(server, 'POST', '/api/integrations/chirpstack/?event=up', { token, json }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.map((r) => r.body.outcome).sort()).toEqual(['duplicate', 'duplicate', 'stored']);
    expect(await readingsOf(meter.id)).toHaveLength(1);
    expect(await eventsOf(meter.id)).toHaveLength(1);
  });
});
