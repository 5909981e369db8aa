import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyProfiles, subscriptions, users } from '../../server/db/schema.ts';
import type { TestServer } from '../support/startTestServer.ts';
import { addUser, call, companyIds, login, type Company, type CurrentUser, type Page } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

let server: TestServer;
let ids: Record<string, number>;
let queries = 0;
beforeAll(async () => {
  server = await serverFor({ config: { callerCacheSeconds: 2 } });
  ids = await companyIds(server);
  // every statement the server sends, PGlite or PostgreSQL pool alike
  const client = (server.built.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    queries += 1;
    return query(...args);
  };
});
afterAll(() => server?.close());

/** How many statements `work` made the server send. */
async function queriesOf(work: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await work();
  return queries - before;
}

const current = (token: string) => call<CurrentUser>(server, 'GET', '/auth/current/', { token });
// a PostgreSQL notification reaches the listening connection a moment after the writer's commit
const settled = () => new Promise((resolve) => setTimeout(resolve, server.built.ctx.dbKind === 'postgres' ? 50 : 0));

describe('the caller of a request', () => {
  it('costs no query once known: current/ is answered from the cache', async () => {
    const { access } = await login(server, 'user@example.com');
    expect(await queriesOf(() => current(access))).toBeGreaterThan(0);
    expect(await queriesOf(() => current(access))).toBe(0);
    expect((await current(access)).status).toBe(200);
  });

  it('refuses a user deactivated by hand-made SQL on the very next request', async () => {
    const id = await addUser(server, { email: 'cached.leaver@example.com', companyId: ids['Riverside Water Works'] });
    const { access } = await login(server, 'cached.leaver@example.com');
    expect((await current(access)).status).toBe(200);
    expect(await queriesOf(() => current(access))).toBe(0);

    await server.built.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    await settled();
    const reply = await current(access);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: 'User is inactive', code: 'user_inactive' });
  });

  it('applies a permission taken away through the API on the very next request', async () => {
    const id = await addUser(server, {
      email: 'cached.viewer@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: ['view_company', 'view_communicationdevice'],
    });
    const viewer = (await login(server, 'cached.viewer@example.com')).access;
    const admin = (await login(server, 'admin@example.com')).access;
    expect((await call(server, 'GET', '/api/installations/?limit=1', { token: viewer })).status).toBe(200);
    expect((await call(server, 'GET', '/api/installations/?limit=1', { token: viewer })).status).toBe(200);

    const profiles = await call<Array<{ id: number }>>(server, 'GET', `/api/users/${id}/profiles/`, { token: admin });
    const changed = await call(server, 'PATCH', `/api/users/${id}/profiles/${profiles.body[0].id}/`, {
      token: admin,
      json: { permissions: ['view_company'] },
    });
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET', '/api/installations/?limit=1', { token: viewer })).status).toBe(403);
    expect((await current(viewer)).body.profile?.permissions).toEqual(['view_company']);
  });

  it('sees a company switch, a new customer of its distributor and a changed subscription at once', async () => {
    const { access } = await login(server, 'admin@example.com');
    const before = await current(access);
    expect(before.body.profile?.company_id).toBe(ids['Aqua Distribution']);
    const visible = async () =>
      (await call<Page<Company>>(server, 'GET', '/api/companies/?limit=100', { token: access })).body.results.map(
        (c) => c.name,
      );
    expect(await visible()).not.toContain('Cached Customer');

    // hand-made: a new customer of the admin's distributor, and the distributor's subscription
    await server.built.ctx.db
      .insert(companies)
      .values({
        name: 'Cached Customer',
        customerAccount: 'CACHE-1',
        isActive: true,
        distributorId: ids['Aqua Distribution'],
      });
    await settled();
    expect(await visible()).toContain('Cached Customer');

    const [subscription] = await server.built.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, ids['Aqua Distribution']));
    await server.built.ctx.db
      .update(subscriptions)
      .set({ spec: { cached: 1 } })
      .where(eq(subscriptions.id, subscription.id));
    await settled();
    const after = await current(access);
    expect(after.body.subscriptions.find((s) => s.id === subscription.id)?.spec).toEqual({ cached: 1 });

    const switched = await call<CurrentUser>(
      server,
      'GET',
      `/api/auth/current/?company=${ids['Riverside Water Works']}`,
      {
        token: access,
      },
    );
    expect(switched.body.profile?.company_id).toBe(ids['Riverside Water Works']);
    expect((await current(access)).body.profile?.company_id).toBe(ids['Riverside Water Works']);
    await call(server, 'GET', `/api/auth/current/?company=${ids['Aqua Distribution']}`, { token: access });
  });

  it('drops a profile removed by hand-made SQL on the very next request', async () => {
    const id = await addUser(server, {
      email: 'cached.mover@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: ['view_company'],
    });
    const { access } = await login(server, 'cached.mover@example.com');
    expect((await current(access)).body.companies).toHaveLength(1);
    await server.built.ctx.db.delete(companyProfiles).where(eq(companyProfiles.userId, id));
    await settled();
    const reply = await current(access);
    expect(reply.body.companies).toEqual([]);
    expect(reply.body.profile).toBeNull();
  });
});
