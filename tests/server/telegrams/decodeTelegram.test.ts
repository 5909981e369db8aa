import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readouts } from '../../../server/db/deviceSchema.ts';
import { keyAccessLog } from '../../../server/db/keySchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { withFormatA } from '../../unit/telegrams/buildTelegram.ts';
import { addUser, call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { addModule, telegramOf, type TestModule } from './telegramSupport.ts';

const KEEPER = 'keeper@riverside.example.com';
const DECODE = '/api/telegrams/decode/';

let server: TestServer;
let own: TestModule;
let other: TestModule;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  await addUser(server, {
    email: KEEPER,
    companyId: ids['Riverside Water Works'],
    permissions: ['view_order', 'view_communicationdevice'],
  });
  for (const email of ['staff@example.com', 'user@example.com', KEEPER])
    tokens[email] = (await login(server, email)).access;
  own = await addModule(server, ids['Riverside Water Works'], '20221031', { serial: 'GWF20221031' });
  other = await addModule(server, ids['Hillcrest Utilities'], '20221032');
});
afterAll(() => server?.close());

const decode = (email: string, json: unknown, headers: Record<string, string> = {}) =>
  call(server, 'POST', DECODE, { token: tokens[email], json, headers });

describe('POST telegrams/decode/', () => {
  it('decodes with the given key: meter, mode, values, status and every record', async () => {
    const telegram = telegramOf(own.id, own.key, {
      total_m3: 0.062,
      flow_m3h: 0.012,
      gwf: { status: 0x20, battery_years: 9 },
    });
    const reply = await decode('user@example.com', { telegram, key: own.key });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      manufacturer: 'GWF',
      id: '20221031',
      version: 1,
      device_type: 7,
      medium: 'water',
      security_mode: 5,
      values: { total_m3: 0.062, flow_m3h: 0.012, battery_years: 9 },
      status: ['battery_low'],
      records: [
        expect.objectContaining({
          dif: '04',
          vif: '13',
          storage: 0,
          tariff: 0,
          subunit: 0,
          quantity: 'volume',
          unit: 'm3',
          value: 0.062,
        }),
        expect.objectContaining({ dif: '02', vif: '3B', quantity: 'volume_flow', unit: 'm3/h', value: 0.012 }),
      ],
    });
  });

  it('uses the stored key of a module the caller may see, and logs that use', async () => {
    const before = await logged(own.commModUuid);
    const reply = await decode(KEEPER, { telegram: telegramOf(own.id, own.key, { total_m3: 12.5 }) });
    expect(reply.status).toBe(200);
    expect(reply.body.values).toEqual({ total_m3: 12.5 });
    expect(await logged(own.commModUuid)).toBe(before + 1);
    const [entry] = await server.built.ctx.db.select().from(keyAccessLog).where(eq(keyAccessLog.action, 'decode'));
    expect(entry).toMatchObject({ userEmail: KEEPER, keyIds: [own.commModUuid], keyCount: 1 });
  });

  it('never uses a key the caller may not see: no key permission, or a module of another company', async () => {
    const ownTelegram = telegramOf(own.id, own.key, { total_m3: 1 });
    const refused = await decode('user@example.com', { telegram: ownTelegram });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: 'The telegram is encrypted and no key for its module is available to you; give the key.',
      code: 'key_missing',
    });
    const foreign = await decode(KEEPER, { telegram: telegramOf(other.id, other.key, { total_m3: 1 }) });
    expect(foreign.body).toMatchObject({ code: 'key_missing' });
    expect(await logged(other.commModUuid)).toBe(0);
    // staff sees every company's keys
    expect(
      (await decode('staff@example.com', { telegram: telegramOf(other.id, other.key, { total_m3: 3 }) })).body,
    ).toMatchObject({ values: { total_m3: 3 } });
  });

  it('answers a wrong key, a bad CRC and a malformed frame with their codes, in the caller’s language', async () => {
    const telegram = telegramOf(own.id, own.key, { total_m3: 1 });
    const wrong = await decode('user@example.com', { telegram, key: 'F'.repeat(32) }, { 'Accept-Language': 'de' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'Der Schlüssel entschlüsselt dieses Telegramm nicht.', code: 'key_wrong' });
    const framed = withFormatA(telegram);
    const damaged = framed.slice(0, 30) + (framed[30] === '0' ? '1' : '0') + framed.slice(31);
    expect((await decode('user@example.com', { telegram: damaged, key: own.key })).body).toMatchObject({
      code: 'telegram_crc',
    });
    for (const bad of ['zz', '1E44', telegram.slice(0, 40), `FF${telegram.slice(2)}`])
      expect((await decode('user@example.com', { telegram: bad, key: own.key })).body, bad).toMatchObject({
        code: 'telegram_malformed',
      });
  });

  it('decodes a telegram in clear without any key, and stores nothing', async () => {
    const [{ n: before }] = await server.built.ctx.db.select({ n: count() }).from(readouts);
    const reply = await decode('user@example.com', { telegram: telegramOf('55555555', undefined, { total_m3: 4.2 }) });
    expect(reply.body).toMatchObject({ id: '55555555', security_mode: 0, values: { total_m3: 4.2 } });
    const [{ n: after }] = await server.built.ctx.db.select({ n: count() }).from(readouts);
    expect(after).toBe(before);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    for (const body of [{}, { telegram: 5 }, { telegram: '' }, { telegram: 'AB', key: 'short' }, [], 'x'])
      expect((await decode('user@example.com', body)).status, JSON.stringify(body)).toBe(400);
  });
});

async function logged(commModUuid: string): Promise<number> {
  const rows = await server.built.ctx.db
    .select({ keyIds: keyAccessLog.keyIds })
    .from(keyAccessLog)
    .where(and(eq(keyAccessLog.action, 'decode')));
  return rows.filter((row) => row.keyIds.includes(commModUuid)).length;
}
