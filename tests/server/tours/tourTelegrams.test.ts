import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { alertStatesOf } from '../../../src/core/domain/alertStates.ts';
import { keyAccessLog } from '../../../server/db/keySchema.ts';
import type { TourImportResult, TourItem, TourUploadResult } from '../../../src/core/contract/tours.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, type Page } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { addModule, telegramOf, type TestModule } from '../telegrams/telegramSupport.ts';
import { tokensOf, upload } from './tourSupport.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const READER = 'reader@riverside.example.com';
const HEADER = 'item_number,address,meter_serial,measuring_point,register_id,register_kind,unit,previous_value';

let server: TestServer;
let admin: string;
let reader: string;
let riverside: number;
let good: TestModule;
let staleKey: TestModule;
let noKey: TestModule;
let foreign: TestModule;
let tablet: string;

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  riverside = ids['Riverside Water Works'];
  // a field reader of the company: tours, nothing of keys
  await addUser(server, { email: READER, companyId: riverside, permissions: ['view_tour', 'change_tour'] });
  ({ 'admin@example.com': admin, [READER]: reader } = await tokensOf(server, ['admin@example.com', READER]));
  good = await addModule(server, riverside, '31000001', { serial: 'GWF31000001' });
  staleKey = await addModule(server, riverside, '31000002');
  noKey = await addModule(server, riverside, '31000003', { aesKey: null });
  foreign = await addModule(server, ids['Hillcrest Utilities'], '31000004');
  const tablets = await call<Array<{ uuid: string; name: string }>>(server, 'GET', '/api/tablets/?no_page=true', {
    token: admin,
  });
  tablet = tablets.body.find((t) => t.name === 'Tablet North')!.uuid;
});
afterAll(() => server?.close());

/** A tour of the modules' meters (`WMB-<id>`) assigned to a tablet: item 1 reads volume in m3 and litres, flow and an energy register. */
async function tourOfModules(): Promise<string> {
  const rows = [
    `1,Mill lane 1,WMB-${good.id},,1,volume,m3,10`,
    `1,Mill lane 1,WMB-${good.id},,2,volume,l,10000`,
    `1,Mill lane 1,WMB-${good.id},,3,flow,m3/h,`,
    `1,Mill lane 1,WMB-${good.id},,4,energy,kWh,`,
    `2,Mill lane 2,WMB-${staleKey.id},,1,volume,m3,5`,
    `3,Mill lane 3,WMB-${noKey.id},,1,volume,m3,5`,
  ];
  const reply = await upload<TourImportResult>(
    server,
    admin,
    { name: 'telegram-route.csv', data: [HEADER, ...rows].join('\n') },
    { converter: 'csv-comma', company: String(riverside), tablet },
  );
  expect(reply.status, reply.text).toBe(201);
  return reply.body.tour.uuid;
}

const uploadTo = (uuid: string, json: unknown, headers?: Record<string, string>) =>
  call<TourUploadResult>(server, 'POST', `/api/tours/${uuid}/upload/`, { token: reader, json, headers });

async function itemsOf(uuid: string): Promise<TourItem[]> {
  const reply = await call<Page<TourItem>>(server, 'GET', `/api/tours/${uuid}/items/`, { token: reader });
  return reply.body.results;
}

describe('POST tours/{uuid}/upload with telegrams', () => {
  it('fills the item’s registers from its meter’s telegram and refuses the others per item with a reason', async () => {
    const uuid = await tourOfModules();
    const readAt = '2026-11-20T09:30:00Z';
    const reply = await uploadTo(uuid, {
      readings: [
        { item_number: 1, register_id: '3', read_value: 9.5 },
        { item_number: 2, register_id: '1', read_value: 7.25 },
      ],
      items: [
        {
          item_number: 1,
          read_at: readAt,
          telegrams: [
            telegramOf(foreign.id, foreign.key, { total_m3: 99 }),
            telegramOf(good.id, good.key, {
              total_m3: 12.345,
              flow_m3h: 0.25,
              gwf: { status: 0x40, battery_years: 9 },
            }),
            telegramOf(staleKey.id, staleKey.key, { total_m3: 1 }),
            'not a telegram',
            telegramOf('39999999', good.key, { total_m3: 1 }),
          ],
        },
        { item_number: 2, telegrams: [telegramOf(staleKey.id, good.key, { total_m3: 6 })] },
        { item_number: 3, telegrams: [telegramOf(noKey.id, good.key, { total_m3: 6 })] },
      ],
    });
    expect(reply.status, reply.text).toBe(200);
    const outcomes = reply.body.telegram_items.map((item) => item.telegrams.map((t) => t.outcome));
    expect(outcomes).toEqual([
      ['foreign', 'read', 'other_meter', 'malformed', 'unknown_module'],
      ['key_wrong'],
      ['key_missing'],
    ]);
    const [first, second, third] = reply.body.telegram_items;
    // the typed flow register keeps what the reader typed; the energy register is not one a telegram answers
    expect(first.telegrams[1]).toEqual({ index: 1, outcome: 'read', registers: ['1', '2'] });
    expect(first.telegrams[0].reason).toContain('GWF31000004');
    expect(first.telegrams[2].reason).toContain('item 1');
    expect(second.telegrams[0].reason).toBe('The stored key of the module GWF31000002 does not decrypt this telegram.');
    expect(third.telegrams[0].reason).toContain('No key is stored');
    expect(reply.body.read_count).toBe(4);

    const items = await itemsOf(uuid);
    const registers = items[0].registers.map((r) => [r.register_id, r.read_value, r.from_telegram, r.read_at]);
    expect(registers).toEqual([
      ['1', 12.345, true, '2026-11-20T09:30:00.000Z'],
      ['2', 12345, true, '2026-11-20T09:30:00.000Z'],
      ['3', 9.5, false, expect.any(String)],
      ['4', null, false, null],
    ]);
    // a refused telegram costs its item nothing that was typed
    expect(items[1].registers[0]).toMatchObject({ read_value: 7.25, from_telegram: false });
    expect(items[2].registers[0]).toMatchObject({ read_value: null, from_telegram: false });

    const { db } = server.built.ctx;
    const stored = await db.select().from(readouts).where(eq(readouts.installationId, good.installationId));
    expect(stored.map((r) => [r.totalVolume, r.flow, r.source, r.ts.toISOString()])).toEqual([
      [12.345, 0.25, 'wmbus', '2026-11-20T09:30:00.000Z'],
    ]);
    // the module's backflow bit is the reading's alert, and its alerts are derived as for any reading
    expect(alertStatesOf(stored[0].alertFlags)).toEqual(['backflow']);
    const [meter] = await selectMeters(db).where(eq(installations.id, good.installationId));
    expect(meter.volumeM3).toBe(12.345);
    for (const other of [staleKey, noKey, foreign])
      expect(await db.select().from(readouts).where(eq(readouts.installationId, other.installationId))).toEqual([]);
    // the stored keys used (the good one and the wrong one, never the foreign company's) are in the key access log
    const logged = await db
      .select()
      .from(keyAccessLog)
      .where(and(eq(keyAccessLog.action, 'decode'), eq(keyAccessLog.companyId, riverside)));
    expect(logged.at(-1)).toMatchObject({ userEmail: READER, query: { tour: uuid } });
    expect([...logged.at(-1)!.keyIds].sort()).toEqual([good.commModUuid, staleKey.commModUuid].sort());
  });

  it('says the reasons in the caller’s language', async () => {
    const uuid = await tourOfModules();
    const reply = await uploadTo(
      uuid,
      { items: [{ item_number: 2, telegrams: [telegramOf(staleKey.id, good.key, { total_m3: 6 })] }] },
      { 'Accept-Language': 'de' },
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.telegram_items[0].telegrams[0].reason).toBe(
      'Der hinterlegte Schlüssel des Moduls GWF31000002 entschlüsselt dieses Telegramm nicht.',
    );
  });

  it('lets a later typed or edited reading clear the telegram mark', async () => {
    const uuid = await tourOfModules();
    const telegram = telegramOf(good.id, good.key, { total_m3: 20 }, 9);
    expect((await uploadTo(uuid, { items: [{ item_number: 1, telegrams: [telegram] }] })).status).toBe(200);
    const edited = await call(server, 'PATCH', `/api/tours/${uuid}/items/1/registers/1/`, {
      token: reader,
      json: { read_value: 20.5 },
    });
    expect(edited.status, edited.text).toBe(200);
    const [item] = await itemsOf(uuid);
    expect(item.registers.slice(0, 2).map((r) => [r.read_value, r.from_telegram])).toEqual([
      [20.5, false],
      [20000, true],
    ]);
  });

  it('refuses an upload naming an item the tour lacks, writing nothing', async () => {
    const uuid = await tourOfModules();
    const reply = await uploadTo(uuid, {
      readings: [{ item_number: 1, register_id: '1', read_value: 11 }],
      items: [{ item_number: 40, telegrams: [telegramOf(good.id, good.key, { total_m3: 1 })] }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ items: ['Telegrams 0: the tour has no item 40.'] });
    const [item] = await itemsOf(uuid);
    expect(item.registers[0].read_value).toBeNull();
  });

  it('keeps to one ingestion request’s number of telegrams', async () => {
    const uuid = await tourOfModules();
    const many = Array.from({ length: 5001 }, () => 'ab');
    const reply = await uploadTo(uuid, {
      items: [
        { item_number: 1, telegrams: many },
        { item_number: 2, telegrams: many },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ items: ['Ensure this field has no more than 10000 elements.'] });
  });
});
