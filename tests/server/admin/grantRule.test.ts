import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../src/core/domain/roles.ts';
import { companyProfiles, users } from '../../../server/db/schema.ts';
import { addUser, login } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { get, patch, post } from './adminSupport.ts';

const suite = serverSuite();
const { ids } = suite;

/** A signed-in user of `company` holding exactly `permissions` there. */
async function grantor(email: string, company: string, permissions: string[]): Promise<string> {
  await addUser(suite.server, { email, companyId: ids[company], permissions });
  return (await login(suite.server, email)).access;
}

async function permissionsOf(userId: string): Promise<Record<number, string[]>> {
  const rows = await suite.server.built.ctx.db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId));
  return Object.fromEntries(rows.map((p) => [p.companyId, [...p.permissions].sort()]));
}

const refusedGrant = (reply: { status: number; body: Record<string, unknown> }) => {
  expect(reply.status).toBe(403);
  expect(String(reply.body.detail)).toMatch(/^You cannot grant ".+", which you do not hold yourself\.$/);
};

describe('nobody grants a permission they lack, on any path', () => {
  it('refuses creating a company admin for a creator holding only add_user, and creates nobody', async () => {
    const token = await grantor('only.add@example.com', 'Riverside Water Works', ['add_user']);
    const reply = await post(suite.server, token, '/api/users/', {
      email: 'escalated@example.com',
      role: 'company_admin',
      company: ids['Riverside Water Works'],
    });
    refusedGrant(reply);
    const created = await suite.server.built.ctx.db.select().from(users).where(eq(users.email, 'escalated@example.com'));
    expect(created).toEqual([]);
  });

  it('refuses change_role to company admin for a user holding only change_user, and keeps the permissions', async () => {
    const token = await grantor('only.change@example.com', 'Riverside Water Works', ['change_user']);
    const target = await addUser(suite.server, {
      email: 'plain@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: ['view_company'],
    });
    const reply = await post(suite.server, token, `/api/users/${target}/change_role/`, { role: 'company_admin' });
    refusedGrant(reply);
    expect(await permissionsOf(target)).toEqual({ [ids['Riverside Water Works']]: ['view_company'] });
    const [row] = await suite.server.built.ctx.db.select().from(users).where(eq(users.id, target));
    expect(row.role).toBe('basic');
  });

  it('refuses change_companies giving a new profile the role’s defaults the grantor lacks', async () => {
    const token = await grantor('only.move@example.com', 'Aqua Distribution', ['change_user_company']);
    const target = await addUser(suite.server, {
      email: 'moved@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: ['view_company'],
    });
    const reply = await post(suite.server, token, `/api/users/${target}/change_companies/`, {
      companies: [ids['Riverside Water Works'], ids['Hillcrest Utilities']],
    });
    refusedGrant(reply);
    expect(await permissionsOf(target)).toEqual({ [ids['Riverside Water Works']]: ['view_company'] });
  });

  it('refuses a company activation whose new admin would get defaults the activator lacks', async () => {
    const token = await grantor('only.activate@example.com', 'Aqua Distribution', ['activate_company', 'view_company']);
    const reply = await post(suite.server, token, `/api/companies/${ids['Hillcrest Utilities']}/activate/`, {
      email: 'hill.admin@example.com',
    });
    refusedGrant(reply);
    const created = await suite.server.built.ctx.db.select().from(users).where(eq(users.email, 'hill.admin@example.com'));
    expect(created).toEqual([]);
  });

  it('refuses a profile edit adding a permission the grantor lacks, and lets it keep or drop ones it has', async () => {
    const token = await grantor('profile.editor@example.com', 'Riverside Water Works', ['change_user', 'view_user']);
    const target = await addUser(suite.server, {
      email: 'edited@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: ['view_company', 'delete_user'],
    });
    const [profile] = (await get(suite.server, token, `/api/users/${target}/profiles/`)).body as unknown as Array<{ id: number }>;
    const path = `/api/users/${target}/profiles/${profile.id}/`;
    refusedGrant(await patch(suite.server, token, path, { permissions: ['view_company', 'delete_user', 'add_user'] }));
    expect(await permissionsOf(target)).toEqual({ [ids['Riverside Water Works']]: ['delete_user', 'view_company'] });
    const kept = await patch(suite.server, token, path, { permissions: ['delete_user', 'view_user'] });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ permissions: ['delete_user', 'view_user'] });
  });

  it('still lets a full company admin and staff grant the role defaults they hold', async () => {
    const admin = (await login(suite.server, 'admin@example.com')).access;
    const reply = await post(suite.server, admin, '/api/users/', {
      email: 'second.admin@example.com',
      role: 'company_admin',
      company: ids['Riverside Water Works'],
    });
    expect(reply.status).toBe(201);
    const created = reply.body.id as string;
    expect(Object.values(await permissionsOf(created))).toEqual([[...DEFAULT_ROLE_PERMISSIONS.company_admin].sort()]);
    const staff = (await login(suite.server, 'staff@example.com')).access;
    expect((await post(suite.server, staff, `/api/users/${created}/change_role/`, { role: 'basic' })).status).toBe(200);
  });
});
