import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyProfiles } from '../../server/db/schema.ts';
import { call, userId, type Company, type Page, type User, isoUtc } from './support/api.ts';
import { serverSuite } from './support/serverSuite.ts';

const NOT_FOUND = { detail: 'Not found.' };

const suite = serverSuite({ signIn: ['staff@example.com', 'admin@example.com', 'user@example.com'] });
const { ids, tokens } = suite;

const names = (body: Page<Company>) => body.results.map((row) => row.name);
const emails = (body: Page<User>) => body.results.map((row) => row.email);
const get = <T = Record<string, unknown>>(email: string, path: string) =>
  call<T>(suite.server, 'GET', path, { token: tokens[email] });

describe('companies/', () => {
  it('shows a basic user only its own company', async () => {
    const list = await get<Page<Company>>('user@example.com', '/api/companies/');
    expect(list.body.count).toBe(1);
    expect(names(list.body)).toEqual(['Riverside Water Works']);
    expect((await get('user@example.com', `/api/companies/${ids['Riverside Water Works']}/`)).status).toBe(200);
    for (const other of ['Aqua Distribution', 'Hillcrest Utilities', 'Meter Portal Operations']) {
      const reply = await get('user@example.com', `/api/companies/${ids[other]}/`);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
  });

  it("shows a distributor's admin the distributor and its customers, not the provider", async () => {
    const list = await get<Page<Company>>('admin@example.com', '/api/companies/');
    expect(names(list.body)).toEqual(['Aqua Distribution', 'Hillcrest Utilities', 'Riverside Water Works']);
    const provider = await get('admin@example.com', `/api/companies/${ids['Meter Portal Operations']}/`);
    expect(provider.status).toBe(404);
    expect((await get('admin@example.com', `/api/companies/${ids['Hillcrest Utilities']}/`)).status).toBe(200);
  });

  it('shows staff all four companies', async () => {
    const list = await get<Page<Company>>('staff@example.com', '/api/companies/');
    expect(list.body.count).toBe(4);
    expect(names(list.body)).toEqual([
      'Aqua Distribution',
      'Hillcrest Utilities',
      'Meter Portal Operations',
      'Riverside Water Works',
    ]);
  });

  it('keeps filters inside the tenancy', async () => {
    const filtered = await get<Page<Company>>(
      'user@example.com',
      `/api/companies/?distributor=${ids['Aqua Distribution']}`,
    );
    expect(names(filtered.body)).toEqual(['Riverside Water Works']);
    const search = await get('user@example.com', '/api/companies/?search=Hillcrest');
    expect(search.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('users/', () => {
  it('lists every user to staff', async () => {
    const list = await get<Page<User>>('staff@example.com', '/api/users/');
    expect(emails(list.body)).toEqual([
      'admin@example.com',
      'new@example.com',
      'staff@example.com',
      'user@example.com',
    ]);
  });

  it("lists the distributor's and its customers' users to its admin, not staff", async () => {
    const list = await get<Page<User>>('admin@example.com', '/api/users/');
    expect(emails(list.body)).toEqual(['admin@example.com', 'new@example.com', 'user@example.com']);
    const staffId = await userId(suite.server, 'staff@example.com');
    const reply = await get('admin@example.com', `/api/users/${staffId}/`);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(NOT_FOUND);
  });

  it('gives a user body with the documented fields', async () => {
    const id = await userId(suite.server, 'user@example.com');
    const reply = await get('admin@example.com', `/api/users/${id}/`);
    expect(reply.body).toEqual({
      id,
      user_uuid: id,
      email: 'user@example.com',
      name: 'Uma User',
      role: 'basic',
      type: 'customer',
      company: ids['Riverside Water Works'],
      companies: [ids['Riverside Water Works']],
      sonico_profile: '01',
      groups: ['Basic'],
      language: 'en',
      is_active: true,
      last_login: isoUtc,
    });
  });

  it('refuses the list to a basic user without view_user, but shows it its own record', async () => {
    const list = await get<Page<User>>('user@example.com', '/api/users/');
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    const own = await get('user@example.com', `/api/users/${await userId(suite.server, 'user@example.com')}/`);
    expect(own.status).toBe(200);
    const other = await get('user@example.com', `/api/users/${await userId(suite.server, 'admin@example.com')}/`);
    expect(other.status).toBe(403);
  });

  it("scopes a customer's list to users of that customer once view_user is granted", async () => {
    const basic = await userId(suite.server, 'user@example.com');
    await suite.server.built.ctx.db
      .update(companyProfiles)
      .set({ permissions: sql`${companyProfiles.permissions} || '["view_user"]'::jsonb` })
      .where(and(eq(companyProfiles.userId, basic), eq(companyProfiles.companyId, ids['Riverside Water Works'])));
    const list = await get<Page<User>>('user@example.com', '/api/users/');
    expect(list.status).toBe(200);
    expect(emails(list.body)).toEqual(['admin@example.com', 'user@example.com']);
    const invited = await get('user@example.com', `/api/users/${await userId(suite.server, 'new@example.com')}/`);
    expect(invited.status).toBe(404);
  });
});
