import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations } from '../../../server/db/deviceSchema.ts';
import { commModuleKeys } from '../../../server/db/keySchema.ts';
import { measuringPoints } from '../../../server/db/measuringPointSchema.ts';
import { tablets, tours } from '../../../server/db/tourSchema.ts';
import type { Installation } from '../../../src/core/contract/installations.ts';
import type { CommModuleKey } from '../../../src/core/contract/keys.ts';
import type { MeterGroup } from '../../../src/core/contract/meterGroups.ts';
import type { Tablet } from '../../../src/core/contract/tablets.ts';
import type { TransferTarget } from '../../../src/core/contract/transfers.ts';
import type { Json } from '../support/api.ts';
import { CUSTOMER_ADMIN, startPickerWalkServer, type PickerWalkServer } from './pickerWalkServer.ts';

/**
 * Every picker that combines objects, walked as staff, a distributor's admin, a customer's admin and a basic
 * user: each offered choice is posted and accepted; an object outside the rule is refused with a message
 * that names it; a caller who may not act gets no choices.
 */
let walk: PickerWalkServer;
let ids: Record<string, number>;

beforeAll(async () => {
  walk = await startPickerWalkServer();
  ids = walk.ids;
  await walk
    .db()
    .insert(tablets)
    .values([
      { companyId: ids['Aqua Distribution'], name: 'Aqua field tablet', androidId: 'walk-aqua-1' },
      { companyId: ids['Riverside Water Works'], name: 'Retired tablet', androidId: 'walk-old-1', isActive: false },
    ]);
});
afterAll(() => walk?.server.close());

const as = <T = Json>(email: string, method: string, path: string, json?: unknown) =>
  walk.as<T>(email, method, path, json);
const db = () => walk.db();

/** A device outside the rule, and the message its refusal must show to `email`. */
async function outsideDevice(email: string, companyId: number, ruleText: (serial: string, company: string) => string) {
  const [device] = await db().select().from(installations).where(eq(installations.companyId, companyId)).limit(1);
  const visible = (await as(email, 'GET', `/api/installations/${device.uuid}/`)).status === 200;
  const company = Object.entries(ids).find(([, id]) => id === companyId)![0];
  return {
    uuid: device.uuid,
    message: visible
      ? ruleText(device.serialNumber, company)
      : `No device "${device.uuid}" among the devices you can see.`,
  };
}

const ACTORS = [
  { email: 'staff@example.com', company: 'Hillcrest Utilities', outside: 'Riverside Water Works' },
  { email: 'admin@example.com', company: 'Riverside Water Works', outside: 'Hillcrest Utilities' },
  { email: CUSTOMER_ADMIN, company: 'Riverside Water Works', outside: 'Hillcrest Utilities' },
];

describe('device group members', () => {
  it.each(ACTORS)('offers $email only devices a group accepts, and names a refused one', async (actor) => {
    const groups = await as<MeterGroup[]>(
      actor.email,
      'GET',
      `/api/meter-groups/?no_page=true&company=${ids[actor.company]}`,
    );
    const group = groups.body[0];
    const offered = await as<Installation[]>(
      actor.email,
      'GET',
      `/api/installations/?no_page=true&for=device-group:${group.uuid}`,
    );
    expect(offered.status).toBe(200);
    expect(offered.body.length).toBeGreaterThan(0);
    expect(new Set(offered.body.map((device) => device.company))).toEqual(new Set([group.company]));
    const uuids = offered.body.map((device) => device.uuid);
    const added = await as<MeterGroup>(actor.email, 'POST', `/api/meter-groups/${group.uuid}/add_installations/`, {
      installations: uuids,
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.installations).toEqual(expect.arrayContaining(uuids));

    const outside = await outsideDevice(
      actor.email,
      ids[actor.outside],
      (serial, company) =>
        `Device ${serial} belongs to ${company}; a group of ${actor.company} holds only that company's devices.`,
    );
    expect(uuids).not.toContain(outside.uuid);
    const refused = await as(actor.email, 'POST', `/api/meter-groups/${group.uuid}/add_installations/`, {
      installations: [outside.uuid],
    });
    expect([refused.status, refused.body]).toEqual([400, { installations: [outside.message] }]);
  });

  it.each(ACTORS)('offers $email for a new group exactly what creating it accepts', async (actor) => {
    const offered = await as<Installation[]>(
      actor.email,
      'GET',
      '/api/installations/?no_page=true&for=device-group:new',
    );
    expect(offered.status).toBe(200);
    const created = await as<MeterGroup>(actor.email, 'POST', '/api/meter-groups/', {
      name: `Walk ${actor.email}`,
      installations: offered.body.map((device) => device.uuid),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.installations.length).toBe(offered.body.length);
  });

  it('gives a basic user no choices and no change', async () => {
    const groups = await as<MeterGroup[]>('user@example.com', 'GET', '/api/meter-groups/?no_page=true');
    const path = `/api/installations/?for=device-group:${groups.body[0].uuid}`;
    expect((await as('user@example.com', 'GET', path)).status).toBe(403);
    expect((await as('user@example.com', 'GET', '/api/installations/?for=device-group:new')).status).toBe(403);
  });
});

describe("a measuring point's meter", () => {
  it.each(ACTORS)('offers $email only meters a point accepts, and names a refused one', async (actor) => {
    const companyId = ids[actor.company];
    const [point] = await db().select().from(measuringPoints).where(eq(measuringPoints.companyId, companyId)).limit(1);
    const offered = await as<Installation[]>(
      actor.email,
      'GET',
      `/api/installations/?no_page=true&for=measuring-point:${companyId}:${point.id}`,
    );
    expect(offered.body.length).toBeGreaterThan(1);
    for (const meter of offered.body) {
      const saved = await as(actor.email, 'PATCH', `/api/measuring_points/${point.id}/`, { meter: meter.uuid });
      expect(saved.status, saved.text).toBe(200);
    }
    const fresh = await as<Installation[]>(
      actor.email,
      'GET',
      `/api/installations/?no_page=true&for=measuring-point:${companyId}`,
    );
    for (const meter of fresh.body.slice(0, 3)) {
      const made = await as(actor.email, 'POST', '/api/measuring_points/', {
        name: `Walk ${meter.serial_number}`,
        company: companyId,
        measuring_point_id: `walk-${meter.serial_number}`,
        lat: 48.3,
        lng: 14.3,
        meter: meter.uuid,
      });
      expect(made.status, made.text).toBe(201);
    }
    const outside = await outsideDevice(
      actor.email,
      ids[actor.outside],
      (serial, company) =>
        `Meter ${serial} belongs to ${company}; a measuring point of ${actor.company} takes only that company's meters.`,
    );
    const refused = await as(actor.email, 'PATCH', `/api/measuring_points/${point.id}/`, { meter: outside.uuid });
    expect([refused.status, refused.body]).toEqual([400, { meter: [outside.message] }]);
  });

  it('gives a basic user no choices', async () => {
    const path = `/api/installations/?for=measuring-point:${ids['Riverside Water Works']}`;
    expect((await as('user@example.com', 'GET', path)).status).toBe(403);
  });
});

describe("a tour's tablet", () => {
  const tourNamed = async (name: string) => (await db().select().from(tours).where(eq(tours.name, name)))[0];

  it.each(ACTORS)('offers $email only tablets a tour accepts, and names a refused one', async (actor) => {
    const tour = await tourNamed('Linz North – November');
    const offered = await as<Tablet[]>(actor.email, 'GET', `/api/tablets/?no_page=true&for=tour:${tour.uuid}`);
    expect(offered.body.map((tablet) => tablet.name).sort()).toEqual(['Tablet North', 'Tablet South']);
    for (const tablet of offered.body) {
      const reassigned = await as(actor.email, 'PUT', `/api/tours/${tour.uuid}/assignment/`, { tablet: tablet.uuid });
      expect(reassigned.status, reassigned.text).toBe(200);
    }
    const forImport = await as<Tablet[]>(
      actor.email,
      'GET',
      `/api/tablets/?no_page=true&for=tour:new:${ids['Riverside Water Works']}`,
    );
    expect(forImport.body.map((tablet) => tablet.uuid).sort()).toEqual(offered.body.map((t) => t.uuid).sort());

    const [aqua] = await db().select().from(tablets).where(eq(tablets.androidId, 'walk-aqua-1'));
    const seesAqua = actor.email !== CUSTOMER_ADMIN;
    const other = await as(actor.email, 'PUT', `/api/tours/${tour.uuid}/assignment/`, { tablet: aqua.uuid });
    expect([other.status, other.body]).toEqual([
      400,
      {
        tablet: [
          seesAqua
            ? `Tablet "Aqua field tablet" belongs to Aqua Distribution; a tour of Riverside Water Works goes only to that company's tablets.`
            : `No tablet "${aqua.uuid}" among the tablets you can see.`,
        ],
      },
    ]);
    const [retired] = await db().select().from(tablets).where(eq(tablets.androidId, 'walk-old-1'));
    const inactive = await as(actor.email, 'PUT', `/api/tours/${tour.uuid}/assignment/`, { tablet: retired.uuid });
    expect([inactive.status, inactive.body]).toEqual([400, { tablet: ['Tablet "Retired tablet" is not active.'] }]);
  });

  it('gives a basic user no choices', async () => {
    const tour = await tourNamed('Linz North – November');
    expect((await as('user@example.com', 'GET', `/api/tablets/?for=tour:${tour.uuid}`)).status).toBe(403);
  });
});

describe('keys to transfer', () => {
  const keysOf = async (companyId: number) =>
    db()
      .select()
      .from(commModuleKeys)
      .where(and(eq(commModuleKeys.companyId, companyId), eq(commModuleKeys.isDeleted, false)));

  it.each([
    { email: 'staff@example.com', source: 'Hillcrest Utilities', query: '&company=', outside: 'Riverside Water Works' },
    { email: 'admin@example.com', source: 'Aqua Distribution', query: '', outside: 'Riverside Water Works' },
  ])('offers $email only keys one transfer accepts, and names a refused one', async (actor) => {
    const source = ids[actor.source];
    const suffix = actor.query ? `${actor.query}${source}` : '';
    const offered = await as<CommModuleKey[]>(actor.email, 'GET', `/api/keys/?no_page=true&for=transfer${suffix}`);
    expect(offered.body.length).toBeGreaterThan(0);
    expect(offered.body.every((key) => key.company === source && !key.is_deleted)).toBe(true);
    expect(offered.body.length).toBe((await keysOf(source)).length);
    const targets = await as<TransferTarget[]>(actor.email, 'GET', '/api/transfers/targets/');
    const target = targets.body.find((company) => company.id !== source && company.id !== ids[actor.outside])!;

    const [foreign] = await keysOf(ids[actor.outside]);
    const mixed = await as(actor.email, 'POST', '/api/transfers/', {
      to_company: target.id,
      keys: [offered.body[0].comm_mod_uuid, foreign.commModUuid],
    });
    expect([mixed.status, mixed.body]).toEqual([
      400,
      {
        keys: [
          `The key of module ${foreign.moduleSerial} belongs to ${actor.outside}; this transfer moves keys of ${actor.source} only.`,
        ],
      },
    ]);

    const moved = await as(actor.email, 'POST', '/api/transfers/', {
      to_company: target.id,
      keys: offered.body.map((key) => key.comm_mod_uuid),
    });
    expect(moved.status, moved.text).toBe(201);
  });

  it('names a deleted key, and gives a customer admin only its own keys and a basic user none', async () => {
    const [deleted] = await db().select().from(commModuleKeys).where(eq(commModuleKeys.isDeleted, true)).limit(1);
    const targets = await as<TransferTarget[]>('staff@example.com', 'GET', '/api/transfers/targets/');
    const target = targets.body.find((company) => company.id !== deleted.companyId)!;
    const refused = await as('staff@example.com', 'POST', '/api/transfers/', {
      to_company: target.id,
      keys: [deleted.commModUuid],
    });
    expect([refused.status, refused.body]).toEqual([
      400,
      { keys: [`The key of module ${deleted.moduleSerial} is deleted and cannot be transferred.`] },
    ]);
    const own = await as<CommModuleKey[]>(CUSTOMER_ADMIN, 'GET', '/api/keys/?no_page=true&for=transfer');
    expect(own.body.every((key) => key.company === ids['Riverside Water Works'])).toBe(true);
    expect((await as('user@example.com', 'GET', '/api/keys/?for=transfer')).status).toBe(403);
  });
});
