import { describe, expect, it } from 'vitest';
import {
  anInteger,
  call,
  isoUtc,
  login,
  type Company,
  type Page,
  type Plan,
  type Subscription,
} from './support/api.ts';
import { serverSuite } from './support/serverSuite.ts';

const suite = serverSuite({ signIn: { staff: 'staff@example.com' } });
const { ids, tokens } = suite;

describe('company bodies', () => {
  it('shows a distributor with every field of the wire contract', async () => {
    const reply = await call(suite.server, 'GET', `/api/companies/${ids['Aqua Distribution']}/`, {
      token: tokens.staff,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: ids['Aqua Distribution'],
      name: 'Aqua Distribution',
      is_active: true,
      customer_account: 'D-1001',
      services: ['core', 'sonico', 'mex'],
      mailing_list: ['alerts@aqua.example.com', 'ops@aqua.example.com'],
      area: 'Austria East',
      address: 'Ringstrasse 12',
      city: 'Vienna',
      country: 'AT',
      zip: '1010',
      is_distributor: true,
      distributor: null,
      is_provider: false,
      sales_representative: 'Anna Berger',
      created_at: isoUtc,
    });
  });

  it('links a customer to its distributor', async () => {
    const reply = await call(suite.server, 'GET', `/api/companies/${ids['Hillcrest Utilities']}/`, {
      token: tokens.staff,
    });
    expect(reply.body).toMatchObject({
      is_distributor: false,
      distributor: ids['Aqua Distribution'],
      services: ['core'],
    });
  });

  it('filters by distributor, is_distributor and search', async () => {
    const byDistributor = await call<Page<Company>>(
      suite.server,
      'GET',
      `/api/companies/?distributor=${ids['Aqua Distribution']}`,
      {
        token: tokens.staff,
      },
    );
    expect(byDistributor.body.results.map((c) => c.name)).toEqual(['Hillcrest Utilities', 'Riverside Water Works']);
    const distributors = await call<Page<Company>>(suite.server, 'GET', '/api/companies/?is_distributor=true', {
      token: tokens.staff,
    });
    expect(distributors.body.results.map((c) => c.name)).toEqual(['Aqua Distribution']);
    const search = await call(suite.server, 'GET', '/api/companies/?search=c-200', { token: tokens.staff });
    expect(search.body.count).toBe(2);
  });
});

describe('subscriptions and plans', () => {
  it("lists the distributor's subscriptions with plan names and specs", async () => {
    const reply = await call<Subscription[]>(
      suite.server,
      'GET',
      `/api/companies/${ids['Aqua Distribution']}/subscriptions/`,
      {
        token: tokens.staff,
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(3);
    const mex = reply.body.find((s) => s.plan_name === 'MEX default');
    expect(mex).toEqual({
      id: anInteger,
      company: ids['Aqua Distribution'],
      plan: anInteger,
      plan_name: 'MEX default',
      service: 'mex',
      spec: { tablet_quota: 5 },
      created_at: isoUtc,
    });
  });

  it('hides the subscriptions of a company outside the tenancy', async () => {
    const { access } = await login(suite.server, 'user@example.com');
    const reply = await call(suite.server, 'GET', `/api/companies/${ids['Aqua Distribution']}/subscriptions/`, {
      token: access,
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ detail: 'Not found.' });
  });

  it('lists the plan catalogue, auth groups and roles to any signed-in user', async () => {
    const { access } = await login(suite.server, 'user@example.com');
    const plans = await call<Plan[]>(suite.server, 'GET', '/api/plans/', { token: access });
    expect(plans.body.map((p) => p.name)).toEqual([
      'Core',
      'Sonico',
      'MEX default',
      'Key handling',
      'Sample collector',
    ]);
    expect(plans.body[2]).toMatchObject({ service: 'mex', spec: { tablet_quota: 5 } });
    const groups = await call<Array<{ name: string }>>(suite.server, 'GET', '/api/authsystem/groups/', {
      token: access,
    });
    expect(groups.body.map((g) => g.name)).toEqual(['Basic', 'Company Admin', 'Staff', 'Technician']);
    const roles = await call(suite.server, 'GET', '/api/authsystem/roles/', { token: access });
    expect(roles.body).toEqual([
      { id: 'staff', name: 'staff' },
      { id: 'company_admin', name: 'company_admin' },
      { id: 'basic', name: 'basic' },
    ]);
  });
});
