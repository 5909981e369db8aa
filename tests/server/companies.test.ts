import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import {
  anInteger,
  call,
  companyIds,
  isoUtc,
  login,
  type Company,
  type Page,
  type Plan,
  type Subscription,
} from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

let server: TestServer;
let ids: Record<string, number>;
let staff: string;
beforeAll(async () => {
  server = await serverFor();
  ids = await companyIds(server);
  staff = (await login(server, 'staff@example.com')).access;
});
afterAll(() => server?.close());

describe('company bodies', () => {
  it('shows a distributor with every field of the wire contract', async () => {
    const reply = await call(server, 'GET', `/api/companies/${ids['Aqua Distribution']}/`, { token: staff });
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
    const reply = await call(server, 'GET', `/api/companies/${ids['Hillcrest Utilities']}/`, { token: staff });
    expect(reply.body).toMatchObject({
      is_distributor: false,
      distributor: ids['Aqua Distribution'],
      services: ['core'],
    });
  });

  it('filters by distributor, is_distributor and search', async () => {
    const byDistributor = await call<Page<Company>>(
      server,
      'GET',
      `/api/companies/?distributor=${ids['Aqua Distribution']}`,
      {
        token: staff,
      },
    );
    expect(byDistributor.body.results.map((c) => c.name)).toEqual(['Hillcrest Utilities', 'Riverside Water Works']);
    const distributors = await call<Page<Company>>(server, 'GET', '/api/companies/?is_distributor=true', {
      token: staff,
    });
    expect(distributors.body.results.map((c) => c.name)).toEqual(['Aqua Distribution']);
    const search = await call(server, 'GET', '/api/companies/?search=c-200', { token: staff });
    expect(search.body.count).toBe(2);
  });
});

describe('subscriptions and plans', () => {
  it("lists the distributor's subscriptions with plan names and specs", async () => {
    const reply = await call<Subscription[]>(
      server,
      'GET',
      `/api/companies/${ids['Aqua Distribution']}/subscriptions/`,
      {
        token: staff,
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
    const { access } = await login(server, 'user@example.com');
    const reply = await call(server, 'GET', `/api/companies/${ids['Aqua Distribution']}/subscriptions/`, {
      token: access,
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ detail: 'Not found.' });
  });

  it('lists the plan catalogue, auth groups and roles to any signed-in user', async () => {
    const { access } = await login(server, 'user@example.com');
    const plans = await call<Plan[]>(server, 'GET', '/api/plans/', { token: access });
    expect(plans.body.map((p) => p.name)).toEqual([
      'Core',
      'Sonico',
      'MEX default',
      'Key handling',
      'Sample collector',
    ]);
    expect(plans.body[2]).toMatchObject({ service: 'mex', spec: { tablet_quota: 5 } });
    const groups = await call<Array<{ name: string }>>(server, 'GET', '/api/authsystem/groups/', { token: access });
    expect(groups.body.map((g) => g.name)).toEqual(['Basic', 'Company Admin', 'Staff', 'Technician']);
    const roles = await call(server, 'GET', '/api/authsystem/roles/', { token: access });
    expect(roles.body).toEqual([
      { id: 'staff', name: 'staff' },
      { id: 'company_admin', name: 'company_admin' },
      { id: 'basic', name: 'basic' },
    ]);
  });
});
