import { text } from 'node:stream/consumers';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tour, TourImportResult, TourItem } from '../../../src/core/contract/tours.ts';
import type { Caller } from '../../../server/auth/Caller.ts';
import { companyScopeOf } from '../../../server/data/companyScope.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import { writeTourExport } from '../../../server/modules/tours/converters/writeTourExport.ts';
import { tourRepository } from '../../../server/modules/tours/tourRepository.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { partnerView } from './embedKeySupport.ts';
import { upload } from '../tours/tourSupport.ts';

const PARTNER = 'https://tours.partner.example';
const HEADER =
  'item_number,address,meter_serial,measuring_point,register_id,register_kind,unit,previous_value,min_value,max_value';

type Page<T> = { count: number; results: T[] };

let server: TestServer;
let admin: string;
let ids: Record<string, number>;
let inGroup: string;
let outside: string[];
let mixed: string;
let foreignOnly: string;
let groupUuid: string;

/** a tour of the given meters, one item each with two registers, as the billing system sends it */
async function importTour(name: string, serials: string[]): Promise<string> {
  const lines = serials.flatMap((serial, n) => [
    `${n + 1},"Street ${n + 1}",${serial},,1,volume,m3,10,11,60`,
    `${n + 1},"Street ${n + 1}",${serial},,2,volume,m3,20,21,70`,
  ]);
  const reply = await upload<TourImportResult>(
    server,
    admin,
    { name: 'route.csv', data: [HEADER, ...lines].join('\n') },
    { converter: 'csv-comma', name, company: String(ids['Riverside Water Works']) },
  );
  expect(reply.status, reply.text).toBe(201);
  return reply.body.tour.uuid;
}

beforeAll(async () => {
  server = await serverFor();
  admin = (await login(server, 'admin@example.com')).access;
  ids = await companyIds(server);
  const meters = await server.built.ctx.db
    .select({ uuid: installations.uuid, serial: installations.serialNumber })
    .from(installations)
    .where(and(eq(installations.companyId, ids['Riverside Water Works'])))
    .orderBy(asc(installations.serialNumber))
    .limit(4);
  inGroup = meters[0].serial;
  outside = meters.slice(1).map((meter) => meter.serial);
  const group = await call<Json>(server, 'POST', '/api/meter-groups/', {
    token: admin,
    json: { name: 'Tour group', company: ids['Riverside Water Works'], installations: [meters[0].uuid] },
  });
  expect(group.status).toBe(201);
  groupUuid = String(group.body.uuid);
  mixed = await importTour('Group and others', [outside[0], inGroup, outside[1]]);
  foreignOnly = await importTour('Others only', [outside[2]]);
});
afterAll(() => server?.close());

const partner = () => partnerView(server, PARTNER, () => admin);
const tokenFor = (json: Json) => partner().tokenFor({ name: 'Tours', company: ids['Riverside Water Works'], ...json });
const read = <T>(access: string, path: string) => partner().read<T>(access, path);

describe('a tour-table key limited to device groups', () => {
  it('lists only tours with meters of its groups, counting only those', async () => {
    const access = await tokenFor({ elements: ['tour-table'], groups: [groupUuid] });
    const tours = await read<Page<Tour>>(access, '/api/tours/?limit=100');
    expect(tours.status).toBe(200);
    expect(tours.body.results.map((tour) => tour.uuid)).toEqual([mixed]);
    expect(tours.body.count).toBe(1);
    expect(tours.body.results[0]).toMatchObject({ item_count: 1, register_count: 2 });
    const searched = await read<Page<Tour>>(access, '/api/tours/?limit=100&search=only');
    expect(searched.body.results.map((tour) => tour.uuid)).toEqual([]);
    const unpaged = await read<Tour[]>(access, '/api/tours/?no_page=true');
    expect(unpaged.body.map((tour) => tour.uuid)).toEqual([mixed]);
  });

  it('shows only the items of meters in its groups', async () => {
    const access = await tokenFor({ elements: ['tour-table'], groups: [groupUuid] });
    const items = await read<Page<TourItem>>(access, `/api/tours/${mixed}/items/?limit=100`);
    expect(items.status).toBe(200);
    expect(items.body.count).toBe(1);
    expect(items.body.results.map((item) => item.meter_serial)).toEqual([inGroup]);
    expect(items.body.results[0].registers).toHaveLength(2);
    const all = await read<TourItem[]>(access, `/api/tours/${mixed}/items/?no_page=true`);
    expect(all.body.map((item) => item.meter_serial)).toEqual([inGroup]);
    const second = await read<Page<TourItem>>(access, `/api/tours/${mixed}/items/?limit=1&offset=1`);
    expect(second.body).toMatchObject({ count: 1, results: [] });
  });

  it('does not find a tour none of whose meters are in its groups', async () => {
    const access = await tokenFor({ elements: ['tour-table'], groups: [groupUuid] });
    expect((await read(access, `/api/tours/${foreignOnly}/items/?limit=100`)).status).toBe(404);
  });

  it('cannot reach the tour detail nor the export, which its element does not read', async () => {
    const access = await tokenFor({ elements: ['tour-table'], groups: [groupUuid] });
    expect((await read(access, `/api/tours/${mixed}/`)).status).toBe(403);
    expect((await read(access, `/api/tours/${mixed}/export/?format=csv`)).status).toBe(403);
  });

  it('gets only its meters from every reader of the tour repository, the export and readings included', async () => {
    const limited = companyScopeOf({
      companyIds: [ids['Riverside Water Works']],
      embed: { keyId: 'k', elements: ['tour-table'], groups: [groupUuid], hidden: [] },
    } as unknown as Caller);
    const repository = tourRepository(server.built.ctx.db, limited);
    const tour = await repository.findByUuid(mixed);
    const registers = await repository.registers(tour);
    expect(new Set(registers.map((register) => register.meterSerial))).toEqual(new Set([inGroup]));
    const exported = await text((await writeTourExport(tour, registers, 'csv')).body);
    expect(exported).toContain(inGroup);
    for (const serial of outside) expect(exported).not.toContain(serial);
    await expect(repository.register(tour, 1, '1')).rejects.toMatchObject({ statusCode: 404 });
    expect((await repository.register(tour, 2, '1')).meterSerial).toBe(inGroup);
    await expect(repository.findByUuid(foreignOnly)).rejects.toMatchObject({ statusCode: 404 });
    expect((await repository.visibleByUuids([mixed, foreignOnly])).map((row) => row.uuid)).toEqual([mixed]);
  });

  it('leaves keys without groups and signed-in users the whole tour', async () => {
    const open = await tokenFor({ elements: ['tour-table'] });
    const items = await read<Page<TourItem>>(open, `/api/tours/${mixed}/items/?limit=100`);
    expect(items.body.results.map((item) => item.meter_serial)).toEqual([outside[0], inGroup, outside[1]]);
    const tours = await read<Page<Tour>>(open, '/api/tours/?limit=100');
    expect(tours.body.results.map((tour) => tour.uuid)).toEqual(expect.arrayContaining([mixed, foreignOnly]));
    const staff = await call<Tour>(server, 'GET', `/api/tours/${mixed}/`, { token: admin });
    expect(staff.body).toMatchObject({ item_count: 3, register_count: 6 });
  });
});
