import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/core/contract/pagination.ts';
import type { Transfer, TransferDetail, TransferTarget } from '../../../src/core/contract/transfers.ts';
import { installations, meterGroupInstallations } from '../../../server/db/deviceSchema.ts';
import { commModuleKeys, transfers } from '../../../server/db/keySchema.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { caller, KEY_SUITE, keysOf, RIVERSIDE_KEEPER } from './keySupport.ts';

const suite = serverSuite(KEY_SUITE);
const { ids } = suite;
const as = caller(suite);

const ownerOf = async (keys: string[]) =>
  suite.server.built.ctx.db
    .select({ id: commModuleKeys.commModUuid, companyId: commModuleKeys.companyId })
    .from(commModuleKeys)
    .where(inArray(commModuleKeys.commModUuid, keys));

describe('transfers/', () => {
  it('holds the demo transfer, visible to both sides and to nobody else', async () => {
    const admin = await as<Page<Transfer>>('admin@example.com', 'GET', '/api/transfers/');
    expect(admin.body.count).toBe(1);
    expect(admin.body.results[0]).toMatchObject({
      from_company_name: 'Aqua Distribution',
      to_company_name: 'Riverside Water Works',
    });
    expect(admin.body.results[0].key_count).toBeGreaterThan(0);
    const keeper = await as<Page<Transfer>>(RIVERSIDE_KEEPER, 'GET', '/api/transfers/');
    expect(keeper.body.count).toBe(1);
    const detail = await as<TransferDetail>(RIVERSIDE_KEEPER, 'GET', `/api/transfers/${keeper.body.results[0].id}/`);
    expect(detail.body.keys).toHaveLength(admin.body.results[0].key_count);
    expect(detail.body.keys.every((k) => k.module_serial)).toBe(true);
    expect((await as('user@example.com', 'GET', '/api/transfers/')).status).toBe(403);
  });

  it('lets a distributor transfer to its customers only; staff to any company', async () => {
    const admin = await as<TransferTarget[]>('admin@example.com', 'GET', '/api/transfers/targets/');
    expect(admin.body.map((c) => c.name).sort()).toEqual(['Hillcrest Utilities', 'Riverside Water Works']);
    expect((await as<TransferTarget[]>(RIVERSIDE_KEEPER, 'GET', '/api/transfers/targets/')).body).toEqual([]);
    const staff = await as<TransferTarget[]>('staff@example.com', 'GET', '/api/transfers/targets/');
    expect(staff.body.length).toBeGreaterThanOrEqual(4);
    expect((await as('user@example.com', 'GET', '/api/transfers/targets/')).status).toBe(403);
  });

  it('moves keys and their devices in one transfer, leaving the old company’s groups behind', async () => {
    const keys = (await keysOf(suite.server, ids['Aqua Distribution'])).slice(0, 3).map((k) => k.commModUuid);
    const created = await as<TransferDetail>('admin@example.com', 'POST', '/api/transfers/', {
      to_company: ids['Hillcrest Utilities'],
      keys,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      to_company: ids['Hillcrest Utilities'],
      key_count: 3,
      user_email: 'admin@example.com',
    });
    expect(created.body.keys.map((k) => k.comm_mod_uuid).sort()).toEqual([...keys].sort());
    expect((await ownerOf(keys)).every((k) => k.companyId === ids['Hillcrest Utilities'])).toBe(true);
    const meters = await suite.server.built.ctx.db
      .select()
      .from(installations)
      .where(inArray(installations.commModUuid, keys));
    expect(meters).toHaveLength(3);
    expect(meters.every((m) => m.companyId === ids['Hillcrest Utilities'] && m.measuringPointId === null)).toBe(true);
    const memberships = await suite.server.built.ctx.db
      .select()
      .from(meterGroupInstallations)
      .where(
        inArray(
          meterGroupInstallations.installationId,
          meters.map((m) => m.id),
        ),
      );
    expect(memberships).toEqual([]);
    // the receiving side sees it; the other customer does not
    const [hillcrestUser] = await as<Page<Transfer>>(
      'staff@example.com',
      'GET',
      `/api/transfers/?company=${ids['Hillcrest Utilities']}`,
    ).then((r) => r.body.results);
    expect(hillcrestUser.id).toBe(created.body.id);
    expect((await as(RIVERSIDE_KEEPER, 'GET', `/api/transfers/${created.body.id}/`)).status).toBe(404);
  });

  it('moves nothing when one key is not the caller’s, and names that key', async () => {
    const own = (await keysOf(suite.server, ids['Aqua Distribution'])).slice(0, 2).map((k) => k.commModUuid);
    const [foreign] = await keysOf(suite.server, ids['Riverside Water Works']);
    const before = await suite.server.built.ctx.db.select().from(transfers);
    const refused = await as('admin@example.com', 'POST', '/api/transfers/', {
      to_company: ids['Hillcrest Utilities'],
      keys: [...own, foreign.commModUuid],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      keys: [
        `The key of module ${foreign.moduleSerial} belongs to Riverside Water Works; this transfer moves keys of Aqua Distribution only.`,
      ],
    });
    expect((await ownerOf(own)).every((k) => k.companyId === ids['Aqua Distribution'])).toBe(true);
    expect((await ownerOf([foreign.commModUuid]))[0].companyId).toBe(ids['Riverside Water Works']);
    expect(await suite.server.built.ctx.db.select().from(transfers)).toHaveLength(before.length);
  });

  it('refuses a target outside the allowed companies, a missing permission and bad bodies', async () => {
    const own = (await keysOf(suite.server, ids['Riverside Water Works'])).slice(0, 1).map((k) => k.commModUuid);
    const toDistributor = await as(RIVERSIDE_KEEPER, 'POST', '/api/transfers/', {
      to_company: ids['Aqua Distribution'],
      keys: own,
    });
    expect(toDistributor.status).toBe(400);
    expect(toDistributor.body).toEqual({
      to_company: ['This company does not exist or is not one you can act for.'],
    });
    expect((await as('user@example.com', 'POST', '/api/transfers/', { to_company: 1, keys: own })).status).toBe(403);
    const empty = await as('admin@example.com', 'POST', '/api/transfers/', {
      to_company: ids['Hillcrest Utilities'],
      keys: [],
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(['keys']);
    const [key] = await keysOf(suite.server, ids['Riverside Water Works']);
    const same = await as('staff@example.com', 'POST', '/api/transfers/', {
      to_company: ids['Riverside Water Works'],
      keys: [key.commModUuid],
    });
    expect(same.body).toEqual({ to_company: ['The keys already belong to this company.'] });
    const [aqua] = await keysOf(suite.server, ids['Aqua Distribution']);
    const mixed = await as('staff@example.com', 'POST', '/api/transfers/', {
      to_company: ids['Meter Portal Operations'],
      keys: [key.commModUuid, aqua.commModUuid],
    });
    expect(mixed.status).toBe(400);
    const deutsch = await suite.server.built.ctx.db
      .select()
      .from(commModuleKeys)
      .where(eq(commModuleKeys.commModUuid, key.commModUuid));
    expect(deutsch[0].companyId).toBe(ids['Riverside Water Works']);
  });
});
