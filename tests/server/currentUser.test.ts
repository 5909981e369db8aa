import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../src/core/domain/permissions.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/core/domain/roles.ts';
import { anInteger, call, login, userId, type Company, type CurrentUser, type Page } from './support/api.ts';
import { serverSuite } from './support/serverSuite.ts';

const suite = serverSuite();
const { ids } = suite;

const current = async (email: string) =>
  call<CurrentUser>(suite.server, 'GET', '/auth/current/', { token: (await login(suite.server, email)).access });

describe('GET current/ (auth base)', () => {
  it('describes a basic user with its company, profile, services and subscriptions', async () => {
    const reply = await current('user@example.com');
    expect(reply.status).toBe(200);
    const riverside = ids['Riverside Water Works'];
    expect(reply.body).toEqual({
      user_uuid: await userId(suite.server, 'user@example.com'),
      name: 'Uma User',
      email: 'user@example.com',
      language: 'en',
      is_admin: false,
      role: 'basic',
      original_user: null,
      companies: [{ id: riverside, name: 'Riverside Water Works', profile_id: anInteger }],
      profile: { company_id: riverside, permissions: [...DEFAULT_ROLE_PERMISSIONS.basic] },
      services: ['core', 'mex'],
      subscriptions: [
        { id: anInteger, plan: 'MEX default', service: 'mex', spec: { tablet_quota: 5 } },
        { id: anInteger, plan: 'Sample collector', service: 'mex', spec: { stock: 2 } },
      ],
    });
  });

  it('gives staff every permission and marks them as admin', async () => {
    const reply = await current('staff@example.com');
    expect(reply.body).toMatchObject({ is_admin: true, role: 'staff', original_user: null });
    expect([...(reply.body.profile?.permissions ?? [])].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(reply.body.profile?.company_id).toBe(ids['Meter Portal Operations']);
  });

  it('lists both companies of the distributor admin, with the distributor active', async () => {
    const reply = await current('admin@example.com');
    expect(reply.body.companies.map((c) => c.id).sort()).toEqual(
      [ids['Aqua Distribution'], ids['Riverside Water Works']].sort(),
    );
    expect(reply.body.profile?.company_id).toBe(ids['Aqua Distribution']);
    expect(reply.body.services).toEqual(['core', 'sonico', 'mex']);
    expect(reply.body.subscriptions).toEqual([
      { id: anInteger, plan: 'MEX default', service: 'mex', spec: { tablet_quota: 5 } },
      { id: anInteger, plan: 'Key handling', service: 'core', spec: { stock: 10 } },
      { id: anInteger, plan: 'Sonico', service: 'sonico', spec: {} },
    ]);
  });
});

describe('GET auth/current/?company= (API base)', () => {
  it('switches the active profile, and the switch holds for later calls', async () => {
    const { access } = await login(suite.server, 'admin@example.com');
    const riverside = ids['Riverside Water Works'];
    const switched = await call<CurrentUser>(suite.server, 'GET', `/api/auth/current/?company=${riverside}`, {
      token: access,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.profile?.company_id).toBe(riverside);
    expect(switched.body.services).toEqual(['core', 'mex']);
    expect(switched.body.subscriptions.map((s) => s.plan)).toEqual(['MEX default', 'Sample collector']);
    expect(switched.body.companies).toHaveLength(2);

    const after = await call<CurrentUser>(suite.server, 'GET', '/auth/current/', { token: access });
    expect(after.body.profile?.company_id).toBe(riverside);
    // tenancy follows the active profile: only Riverside is visible now
    const companies = await call<Page<Company>>(suite.server, 'GET', '/api/companies/', { token: access });
    expect(companies.body.results.map((c) => c.id)).toEqual([riverside]);

    const back = await call<CurrentUser>(
      suite.server,
      'GET',
      `/api/auth/current/?company=${ids['Aqua Distribution']}`,
      {
        token: access,
      },
    );
    expect(back.body.profile?.company_id).toBe(ids['Aqua Distribution']);
    expect((await call<Page<Company>>(suite.server, 'GET', '/api/companies/', { token: access })).body.count).toBe(3);
  });

  it('without company, answers like current/', async () => {
    const { access } = await login(suite.server, 'user@example.com');
    const plain = await call<CurrentUser>(suite.server, 'GET', '/api/auth/current/', { token: access });
    const base = await call<CurrentUser>(suite.server, 'GET', '/auth/current/', { token: access });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(base.body);
  });

  it('refuses a company the user has no profile in with a field error, and keeps the active one', async () => {
    const { access } = await login(suite.server, 'admin@example.com');
    for (const company of [String(ids['Hillcrest Utilities']), '99999', 'abc']) {
      const reply = await call(suite.server, 'GET', `/api/auth/current/?company=${company}`, { token: access });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ company: [`"${company}" is not a valid choice.`] });
    }
    const after = await call<CurrentUser>(suite.server, 'GET', '/auth/current/', { token: access });
    expect(after.body.profile?.company_id).toBe(ids['Aqua Distribution']);
  });
});
