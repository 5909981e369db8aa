import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../../../server/db/schema.ts';
import { addUser, call, login, readOutbox, type Company } from '../support/api.ts';
import { activateThroughMail, adminSuite, del, get, patch, post } from './adminSupport.ts';

const { suite, foreign } = adminSuite();
const { ids, tokens } = suite;

const DENIED = { detail: 'You do not have permission to perform this action.' };
const NOT_FOUND = { detail: 'Not found.' };

describe('create and edit', () => {
  it('creates an inactive company, parsing the mailing list from comma text and dropping blanks', async () => {
    const reply = await post(suite.server, tokens.staff, '/api/companies/', {
      name: 'Brookside Water',
      customer_account: 'C-7001',
      mailing_list: ' a@brook.example.com, ,b@brook.example.com,, ',
      services: ['mex'],
      city: 'Basel',
    });
    expect(reply.status).toBe(201);
    const company = reply.body as unknown as Company;
    expect(company).toMatchObject({
      name: 'Brookside Water',
      is_active: false,
      mailing_list: ['a@brook.example.com', 'b@brook.example.com'],
      services: ['core', 'mex'],
      city: 'Basel',
    });
  });

  it('names each bad mailing-list entry in the field error, in the caller’s language', async () => {
    const reply = await call(suite.server, 'POST', '/api/companies/', {
      token: tokens.staff,
      headers: { 'Accept-Language': 'de' },
      json: { name: 'X', customer_account: 'C-7002', mailing_list: 'ok@x.example.com, nope, also bad' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      mailing_list: ['„nope“ ist keine gültige E-Mail-Adresse.', '„also bad“ ist keine gültige E-Mail-Adresse.'],
    });
  });

  it('refuses a customer account that exists already, in any letter case', async () => {
    const reply = await post(suite.server, tokens.staff, '/api/companies/', { name: 'Copy', customer_account: 'c-2001' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ customer_account: ['A company with this customer account already exists.'] });
  });

  it('keeps core on and lets staff switch sonico and mex', async () => {
    const reply = await patch(suite.server, tokens.staff, `/api/companies/${ids['Hillcrest Utilities']}/`, {
      services: ['sonico'],
      mailing_list: ['ops@hill.example.com'],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ services: ['core', 'sonico'], mailing_list: ['ops@hill.example.com'] });
  });

  it('lets a distributor admin edit a customer’s address but not the provider’s fields', async () => {
    const id = ids['Riverside Water Works'];
    const ok = await patch(suite.server, tokens.admin, `/api/companies/${id}/`, { address: 'Hafenstrasse 1', services: ['mex'] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ address: 'Hafenstrasse 1', services: ['core', 'mex'] });
    const refused = await patch(suite.server, tokens.admin, `/api/companies/${id}/`, { services: ['sonico', 'mex'], customer_account: 'Z' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      customer_account: ['Only the provider may change this field.'],
      services: ['Only the provider may change this field.'],
    });
  });

  it('answers another tenancy’s company as missing, and refuses creation without the permission', async () => {
    const foreignEdit = await patch(suite.server, tokens.admin, `/api/companies/${foreign.companyId}/`, { name: 'taken' });
    expect(foreignEdit.status).toBe(404);
    expect(foreignEdit.body).toEqual(NOT_FOUND);
    expect((await del(suite.server, tokens.admin, `/api/companies/${foreign.companyId}/`)).status).toBe(403);
    expect((await post(suite.server, tokens.basic, '/api/companies/', { name: 'Mine', customer_account: 'C-7003' })).body).toEqual(DENIED);
    expect((await patch(suite.server, tokens.basic, `/api/companies/${ids['Riverside Water Works']}/`, { name: 'x' })).status).toBe(403);
  });

  it('lets a distributor admin create a customer of its own distributor only', async () => {
    const made = await post(suite.server, tokens.admin, '/api/companies/', { name: 'Valley Customer', customer_account: 'C-7004' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ distributor: ids['Aqua Distribution'], is_distributor: false, is_active: false });
    const asDistributor = await post(suite.server, tokens.admin, '/api/companies/', { name: 'X', customer_account: 'C-7005', is_distributor: true });
    expect(asDistributor.body).toEqual({ is_distributor: ['Only the provider may change this field.'] });
    const river = await addUser(suite.server, { email: 'river.boss@example.com', companyId: ids['Riverside Water Works'], permissions: ['create_customer'] });
    void river;
    const riverToken = (await login(suite.server, 'river.boss@example.com')).access;
    expect((await post(suite.server, riverToken, '/api/companies/', { name: 'Y', customer_account: 'C-7006' })).body).toEqual({
      non_field_errors: ['Only a distributor creates companies, as its customers.'],
    });
  });

  it('refuses a distributor link to a company that is no distributor', async () => {
    const reply = await patch(suite.server, tokens.staff, `/api/companies/${ids['Hillcrest Utilities']}/`, {
      distributor: ids['Riverside Water Works'],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ distributor: [`Company "${ids['Riverside Water Works']}" is not a distributor.`] });
  });
});

describe('delete', () => {
  it('refuses while the company owns meters or users, and deletes an empty one', async () => {
    const busy = await del(suite.server, tokens.staff, `/api/companies/${ids['Riverside Water Works']}/`);
    expect(busy.status).toBe(400);
    expect(busy.body).toEqual({ detail: 'The company cannot be deleted while it still owns meters, users or keys.' });
    const made = await post(suite.server, tokens.staff, '/api/companies/', { name: 'Short-lived', customer_account: 'C-7009' });
    const gone = await del(suite.server, tokens.staff, `/api/companies/${made.body.id as number}/`);
    expect(gone.status).toBe(204);
    expect((await get(suite.server, tokens.staff, `/api/companies/${made.body.id as number}/`)).status).toBe(404);
  });
});

describe('activation', () => {
  it('names the admin, mails the link, makes the company active; the admin signs in to it', async () => {
    const made = await post(suite.server, tokens.staff, '/api/companies/', { name: 'Fresh Utility', customer_account: 'C-7100' });
    const id = made.body.id as number;
    expect((await get(suite.server, tokens.staff, `/api/companies/${id}/activate/`)).body).toEqual({
      company: id,
      name: 'Fresh Utility',
      is_active: false,
      admin_email: null,
    });
    const reply = await post(suite.server, tokens.staff, `/api/companies/${id}/activate/`, { email: 'boss@fresh.example.com' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ detail: 'Activation email has been sent', company: { id, is_active: true } });
    expect((await get(suite.server, tokens.staff, `/api/companies/${id}/activate/`)).body).toMatchObject({
      is_active: true,
      admin_email: 'boss@fresh.example.com',
    });
    await activateThroughMail(suite.server, 'boss@fresh.example.com', 'fresh4start');
    const boss = await login(suite.server, 'boss@fresh.example.com', 'fresh4start');
    const current = await call(suite.server, 'GET', '/auth/current/', { token: boss.access });
    expect(current.body).toMatchObject({ role: 'company_admin', companies: [{ id, name: 'Fresh Utility' }] });
    expect((current.body.profile as { permissions: string[] }).permissions).toContain('add_user');
  });

  it('is staff work, and another tenancy’s company is missing', async () => {
    expect((await post(suite.server, tokens.admin, `/api/companies/${ids['Riverside Water Works']}/activate/`, { email: 'a@b.example.com' })).status).toBe(403);
    expect((await post(suite.server, tokens.staff, `/api/companies/${ids['Hillcrest Utilities']}/activate/`, { email: 'nope' })).body).toEqual({
      email: ['Enter a valid email address.'],
    });
  });
});

describe('CRM import', () => {
  it('searches the demo CRM by name or account and marks accounts already imported', async () => {
    const byName = await post(suite.server, tokens.staff, '/api/companies/crm_search/', { query: 'lakeside' });
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual([expect.objectContaining({ customer_account: 'C-3101', name: 'Lakeside Municipal Water', exists: false })]);
    const existing = await post(suite.server, tokens.staff, '/api/companies/crm_search/', { query: 'C-2001' });
    expect(existing.body).toEqual([expect.objectContaining({ customer_account: 'C-2001', exists: true })]);
    expect((await post(suite.server, tokens.admin, '/api/companies/crm_search/', { query: 'x' })).status).toBe(403);
  });

  it('refuses an account that is already a company and creates nothing', async () => {
    const before = await suite.server.built.ctx.db.select().from(companies);
    const reply = await post(suite.server, tokens.staff, '/api/companies/crm_import/', {
      customer_account: 'C-2001',
      is_distributor: false,
      admin_email: 'someone@riverside.example.com',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ customer_account: ['A company with this customer account already exists.'] });
    expect(await suite.server.built.ctx.db.select().from(companies)).toHaveLength(before.length);
    expect(await suite.server.built.ctx.db.select().from(users).where(eq(users.email, 'someone@riverside.example.com'))).toEqual([]);
  });

  it('imports an account as a distributor with its admin, who gets the activation mail', async () => {
    const reply = await post(suite.server, tokens.staff, '/api/companies/crm_import/', {
      customer_account: 'D-4101',
      is_distributor: true,
      admin_email: 'chief@nordicmeter.example.com',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      detail: 'Activation email has been sent',
      company: { name: 'Nordic Meter Distribution', customer_account: 'D-4101', is_distributor: true, is_active: true, mailing_list: ['ops@nordicmeter.example.com'] },
    });
    const mails = await readOutbox(suite.server);
    expect(mails.some((m) => m.to === 'chief@nordicmeter.example.com')).toBe(true);
  });

  it('refuses an unknown account and leaves no company behind when the admin is refused', async () => {
    const unknown = await post(suite.server, tokens.staff, '/api/companies/crm_import/', {
      customer_account: 'C-0000',
      is_distributor: false,
      admin_email: 'x@y.example.com',
    });
    expect(unknown.body).toEqual({ customer_account: ['No account "C-0000" in the CRM.'] });
    const staffAdmin = await post(suite.server, tokens.staff, '/api/companies/crm_import/', {
      customer_account: 'C-3102',
      is_distributor: false,
      admin_email: 'staff@example.com',
    });
    expect(staffAdmin.status).toBe(400);
    expect(staffAdmin.body).toEqual({ email: ['A user with this e-mail already exists.'] });
    const [row] = await suite.server.built.ctx.db.select().from(companies).where(eq(companies.customerAccount, 'C-3102'));
    expect(row).toBeUndefined();
  });
});

describe('subscriptions', () => {
  it('adds a mex subscription with the default tablet quota, changes and deletes it (staff only)', async () => {
    const plans = (await get(suite.server, tokens.staff, '/api/plans/')).body as unknown as Array<{ id: number; name: string }>;
    const mex = plans.find((p) => p.name === 'MEX default')!;
    const id = ids['Hillcrest Utilities'];
    const added = await post(suite.server, tokens.staff, `/api/companies/${id}/subscriptions/`, { plan: mex.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ company: id, plan: mex.id, service: 'mex', spec: { tablet_quota: 5 } });
    const sid = added.body.id as number;
    const changed = await patch(suite.server, tokens.staff, `/api/companies/${id}/subscriptions/${sid}/`, { spec: { tablet_quota: 8 } });
    expect(changed.body).toMatchObject({ spec: { tablet_quota: 8 } });
    expect((await patch(suite.server, tokens.admin, `/api/companies/${id}/subscriptions/${sid}/`, { spec: {} })).status).toBe(403);
    expect((await del(suite.server, tokens.staff, `/api/companies/${id}/subscriptions/${sid}/`)).status).toBe(204);
    expect((await del(suite.server, tokens.staff, `/api/companies/${id}/subscriptions/${sid}/`)).status).toBe(404);
    expect((await post(suite.server, tokens.staff, `/api/companies/${id}/subscriptions/`, { plan: 99999 })).body).toEqual({
      plan: ['This plan does not exist.'],
    });
  });
});

describe('create demo', () => {
  it('runs as a task that makes an active demo company with meters, points and a group', async () => {
    const started = await post(suite.server, tokens.staff, '/api/companies/create_demo/', { name: 'Demo Town', meters: 6, mex: true });
    expect(started.status).toBe(202);
    const taskId = started.body.task_id as string;
    let result: Record<string, unknown> = { status: 'pending' };
    for (let i = 0; i < 200 && result.status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      result = (await get(suite.server, tokens.staff, `/api/companies/create_demo/result/?task_id=${taskId}`)).body;
    }
    expect(result).toMatchObject({ status: 'completed', report: { meters: 6, groups: 1, tablets: 1, tours: 1 } });
    const companyId = (result.report as { company: number }).company;
    const company = await get(suite.server, tokens.staff, `/api/companies/${companyId}/`);
    expect(company.body).toMatchObject({ name: 'Demo Town', is_active: true, services: ['core', 'mex'] });
    const meters = await get(suite.server, tokens.staff, `/api/installations/?company=${companyId}&limit=100`);
    expect(meters.body.count).toBe(6);
    // the field side of MEX: a tablet with a tour of the demo meters assigned to it
    const tours = await get(suite.server, tokens.staff, `/api/tours/?search=Demo%20tour&no_page=true`);
    const own = (tours.body as unknown as Array<{ company: number }>).filter((tour) => tour.company === companyId);
    expect(own).toEqual([expect.objectContaining({ name: 'Demo tour', state: 'assigned', item_count: 6 })]);
    expect((await post(suite.server, tokens.admin, '/api/companies/create_demo/', { name: 'x', meters: 1 })).status).toBe(403);
  });
});
