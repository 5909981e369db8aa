import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../src/core/domain/roles.ts';
import { companyProfiles, users } from '../../../server/db/schema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login, userId } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
let ids: Record<string, number>;
let riverAdmin: string;
beforeAll(async () => {
  server = await serverFor();
  ids = await companyIds(server);
  await addUser(server, {
    email: 'river.admin@example.com',
    companyId: ids['Riverside Water Works'],
    permissions: ['view_user', 'add_user', 'change_user', 'delete_user', 'change_user_group', 'change_user_company'],
  });
  riverAdmin = (await login(server, 'river.admin@example.com')).access;
});
afterAll(() => server?.close());

/**
 * A request body for every call that changes another user's account, by the route's path after
 * `/api/users/:id`. A new such route without a body here fails the walk, so it is never left out.
 */
const BODIES: Record<string, (riversideProfile: number) => unknown> = {
  'PATCH ': () => ({ name: 'Renamed by a customer' }),
  'DELETE ': () => undefined,
  'POST /resend_activation': () => undefined,
  'POST /change_role': () => ({ role: 'basic' }),
  'POST /change_group': () => ({ groups: ['Technician'] }),
  'POST /change_companies': () => ({ companies: [ids['Riverside Water Works']] }),
  'POST /assign_sonico_profile': () => ({ sonico_profile: '03' }),
  'PATCH /profiles/:profile_id#default': () => ({ is_default: true }),
  'PATCH /profiles/:profile_id#permissions': () => ({ permissions: ['view_company'] }),
};

/** Every route of the server that changes an account named by id (the public set-password link aside). */
function accountRoutes(): string[] {
  const found = new Set<string>();
  for (const route of server.built.routes) {
    const match = /^\/api\/users\/:id(\/.*)?$/.exec(route.url.replace(/\/$/, ''));
    if (!match || ['GET', 'HEAD', 'OPTIONS'].includes(route.method) || route.url.includes(':token')) continue;
    found.add(`${route.method} ${match[1] ?? ''}`);
  }
  return [...found].sort();
}

/** What an account is: its row and its profiles, to see that a refused call changed nothing. */
async function snapshot(id: string) {
  const { db } = server.built.ctx;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const profiles = await db
    .select()
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, id))
    .orderBy(asc(companyProfiles.id));
  return { user, profiles };
}

async function walk(target: string) {
  const routes = accountRoutes();
  const variants = Object.keys(BODIES).map((key) => key.split('#')[0]);
  expect(routes.filter((route) => !variants.includes(route))).toEqual([]);
  const before = await snapshot(target);
  const riverside = before.profiles.find((p) => p.companyId === ids['Riverside Water Works'])!;
  const answers: Record<string, number> = {};
  for (const [key, body] of Object.entries(BODIES)) {
    const [method, rest] = key.split('#')[0].split(' ');
    const path = `/api/users/${target}${rest.replace(':profile_id', String(riverside.id))}/`;
    const reply = await call(server, method, path, { token: riverAdmin, json: body(riverside.id) });
    answers[key] = reply.status;
  }
  expect(answers).toEqual(Object.fromEntries(Object.keys(BODIES).map((key) => [key, 403])));
  expect(await snapshot(target)).toEqual(before);
}

describe('a customer’s admin manages no account that reaches beyond its company', () => {
  it('finds the account-changing routes to walk in the route table', () => {
    expect(accountRoutes().length).toBeGreaterThanOrEqual(8);
  });

  it('refuses every account call on the distributor’s admin, who also has a profile in the customer', async () => {
    await walk(await userId(server, 'admin@example.com'));
  });

  it('refuses every account call on a staff account that has a profile in the customer', async () => {
    const staffer = await addUser(server, {
      email: 'staff.in.river@example.com',
      companyId: ids['Riverside Water Works'],
      staff: true,
    });
    await walk(staffer);
  });

  it('refuses a company activation naming as admin an account that also belongs elsewhere', async () => {
    await addUser(server, {
      email: 'river.activator@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: [...DEFAULT_ROLE_PERMISSIONS.company_admin, 'activate_company'],
    });
    const activator = (await login(server, 'river.activator@example.com')).access;
    const twoCustomers = await addUser(server, { email: 'two.customers@example.com', companyId: ids['Hillcrest Utilities'] });
    await server.built.ctx.db
      .insert(companyProfiles)
      .values({ userId: twoCustomers, companyId: ids['Riverside Water Works'], isDefault: false, permissions: [] });
    const before = await snapshot(twoCustomers);
    const reply = await call(server, 'POST', `/api/companies/${ids['Riverside Water Works']}/activate/`, {
      token: activator,
      json: { email: 'two.customers@example.com' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ email: ['A user with this e-mail already exists.'] });
    expect(await snapshot(twoCustomers)).toEqual(before);
  });
});
