import { describe, expect, it } from 'vitest';
import { addUser, call, login, userId, type User } from '../support/api.ts';
import { activateThroughMail, adminSuite, del, get, patch, post } from './adminSupport.ts';

const { suite, foreign } = adminSuite();
const { ids, tokens } = suite;

const LOCKED = { detail: 'You cannot change your own role, groups, companies or permissions.' };
const DENIED = { detail: 'You do not have permission to perform this action.' };

describe('create user', () => {
  it('asks staff for a sonico profile and refuses it from anyone else', async () => {
    const company = ids['Riverside Water Works'];
    const noProfile = await post(suite.server, tokens.staff, '/api/users/', { email: 'a1@example.com', role: 'basic', company });
    expect(noProfile.body).toEqual({ sonico_profile: ['This field is required.'] });
    const fromAdmin = await post(suite.server, tokens.admin, '/api/users/', { email: 'a2@example.com', role: 'basic', company, sonico_profile: '01' });
    expect(fromAdmin.body).toEqual({ sonico_profile: ['Only staff assign sonico profiles.'] });
    const missing = await post(suite.server, tokens.admin, '/api/users/', { email: 'not-an-email' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      email: ['Enter a valid email address.'],
      role: ['This field is required.'],
      company: ['This field is required.'],
    });
  });

  it('creates an inactive user in a company of the admin, who gets an activation mail', async () => {
    const reply = await post(suite.server, tokens.admin, '/api/users/', {
      email: 'meter.reader@riverside.example.com',
      role: 'basic',
      company: ids['Riverside Water Works'],
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ role: 'basic', is_active: false, companies: [ids['Riverside Water Works']], sonico_profile: null });
    await activateThroughMail(suite.server, 'meter.reader@riverside.example.com', 'reader2go');
    expect((await login(suite.server, 'meter.reader@riverside.example.com', 'reader2go')).access).toBeTruthy();
    const again = await post(suite.server, tokens.admin, '/api/users/', { email: 'Meter.Reader@riverside.example.com', role: 'basic', company: ids['Riverside Water Works'] });
    expect(again.body).toEqual({ email: ['A user with this e-mail already exists.'] });
  });

  it('never creates in another tenancy, and gives the staff role only inside the provider', async () => {
    const foreignUser = await post(suite.server, tokens.admin, '/api/users/', { email: 'x1@example.com', role: 'basic', company: foreign.companyId });
    expect(foreignUser.body).toEqual({ company: ['This company does not exist or is not one you can act for.'] });
    const staffByAdmin = await post(suite.server, tokens.admin, '/api/users/', { email: 'x2@example.com', role: 'staff', company: ids['Aqua Distribution'] });
    expect(staffByAdmin.body).toEqual(DENIED);
    const outside = await post(suite.server, tokens.staff, '/api/users/', {
      email: 'x3@example.com',
      role: 'staff',
      company: ids['Aqua Distribution'],
      sonico_profile: '04',
    });
    expect(outside.body).toEqual({ role: ['Staff members should be part of the GWF organization'] });
    const inside = await post(suite.server, tokens.staff, '/api/users/', {
      email: 'x4@example.com',
      role: 'staff',
      company: ids['Meter Portal Operations'],
      sonico_profile: '04',
    });
    expect(inside.status).toBe(201);
    expect(inside.body).toMatchObject({ role: 'staff', type: 'staff', sonico_profile: '04' });
  });
});

describe('role, groups, companies, sonico profile', () => {
  it('refuses the staff role outside the provider organisation', async () => {
    const uma = await userId(suite.server, 'user@example.com');
    const reply = await post(suite.server, tokens.staff, `/api/users/${uma}/change_role/`, { role: 'staff' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ role: ['Staff members should be part of the GWF organization'] });
    const de = await call(suite.server, 'POST', `/api/users/${uma}/change_role/`, { token: tokens.staff, json: { role: 'staff' }, headers: { 'Accept-Language': 'de' } });
    expect(de.body).toEqual({ role: ['Mitarbeitende müssen zur GWF-Organisation gehören'] });
  });

  it('changes role (with the role’s permissions), groups and companies of a managed user', async () => {
    const id = await addUser(suite.server, { email: 'promote@example.com', companyId: ids['Riverside Water Works'] });
    const role = await post(suite.server, tokens.admin, `/api/users/${id}/change_role/`, { role: 'company_admin' });
    // the role's group follows the role
    expect(role.body).toMatchObject({ role: 'company_admin', groups: ['Company Admin'] });
    const profiles = (await get(suite.server, tokens.admin, `/api/users/${id}/profiles/`)).body as unknown as Array<{ permissions: string[] }>;
    expect(profiles[0].permissions).toContain('add_user');
    const groups = await post(suite.server, tokens.admin, `/api/users/${id}/change_group/`, { groups: ['Technician', 'Nope'] });
    expect(groups.body).toEqual({ groups: ['"Nope" is not a known group.'] });
    expect((await post(suite.server, tokens.admin, `/api/users/${id}/change_group/`, { groups: ['Technician'] })).body).toMatchObject({ groups: ['Technician'] });
    // other groups stay when the role changes again
    expect((await post(suite.server, tokens.admin, `/api/users/${id}/change_role/`, { role: 'basic' })).body).toMatchObject({ role: 'basic', groups: ['Technician', 'Basic'] });
    expect((await post(suite.server, tokens.admin, `/api/users/${id}/change_role/`, { role: 'company_admin' })).body).toMatchObject({ groups: ['Technician', 'Company Admin'] });
    const moved = await post(suite.server, tokens.admin, `/api/users/${id}/change_companies/`, {
      companies: [ids['Aqua Distribution'], ids['Riverside Water Works']],
    });
    expect((moved.body as unknown as User).companies.sort()).toEqual([ids['Aqua Distribution'], ids['Riverside Water Works']].sort());
    const foreignMove = await post(suite.server, tokens.admin, `/api/users/${id}/change_companies/`, { companies: [foreign.companyId] });
    expect(foreignMove.body).toEqual({ companies: ['This company does not exist or is not one you can act for.'] });
  });

  it('lets nobody change their own role, groups, companies or permissions', async () => {
    const self = await userId(suite.server, 'admin@example.com');
    expect((await post(suite.server, tokens.admin, `/api/users/${self}/change_role/`, { role: 'basic' })).body).toEqual(LOCKED);
    expect((await post(suite.server, tokens.admin, `/api/users/${self}/change_group/`, { groups: [] })).body).toEqual(LOCKED);
    expect((await post(suite.server, tokens.admin, `/api/users/${self}/change_companies/`, { companies: [ids['Aqua Distribution']] })).body).toEqual(LOCKED);
    const staffSelf = await userId(suite.server, 'staff@example.com');
    expect((await post(suite.server, tokens.staff, `/api/users/${staffSelf}/change_role/`, { role: 'basic' })).status).toBe(403);
    const own = (await get(suite.server, tokens.admin, `/api/users/${self}/profiles/`)).body as unknown as Array<{ id: number }>;
    expect((await patch(suite.server, tokens.admin, `/api/users/${self}/profiles/${own[0].id}/`, { permissions: [] })).body).toEqual(LOCKED);
  });

  it('lets only staff assign sonico profiles', async () => {
    const uma = await userId(suite.server, 'user@example.com');
    expect((await post(suite.server, tokens.admin, `/api/users/${uma}/assign_sonico_profile/`, { sonico_profile: '03' })).status).toBe(403);
    const reply = await post(suite.server, tokens.staff, `/api/users/${uma}/assign_sonico_profile/`, { sonico_profile: '03' });
    expect(reply.body).toMatchObject({ sonico_profile: '03' });
    const holders = await get(suite.server, tokens.staff, '/api/users/?sonico_profile=03&no_page=true');
    expect((holders.body as unknown as User[]).map((u) => u.email)).toContain('user@example.com');
  });
});

describe('tenancy', () => {
  it('answers another tenancy’s user as missing for every call', async () => {
    const target = foreign.userId;
    const missing = { detail: 'Not found.' };
    expect((await get(suite.server, tokens.admin, `/api/users/${target}/`)).body).toEqual(missing);
    expect((await post(suite.server, tokens.admin, `/api/users/${target}/change_role/`, { role: 'basic' })).body).toEqual(missing);
    expect((await post(suite.server, tokens.admin, `/api/users/${target}/change_group/`, { groups: [] })).body).toEqual(missing);
    expect((await get(suite.server, tokens.admin, `/api/users/${target}/profiles/`)).body).toEqual(missing);
    expect((await del(suite.server, tokens.admin, `/api/users/${target}/`)).body).toEqual(missing);
  });

  it('lets a company admin of a customer manage nobody of the distributor', async () => {
    const riverAdmin = await addUser(suite.server, {
      email: 'river.admin@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: ['view_user', 'add_user', 'change_user', 'delete_user', 'change_user_group', 'change_user_company'],
    });
    void riverAdmin;
    const token = (await login(suite.server, 'river.admin@example.com')).access;
    const alex = await userId(suite.server, 'admin@example.com');
    // Alex has a profile in Riverside too, so is visible, but also belongs to the distributor
    expect((await post(suite.server, token, `/api/users/${alex}/change_role/`, { role: 'basic' })).body).toEqual({
      detail: 'This user also belongs to companies you do not manage.',
    });
    expect((await del(suite.server, token, `/api/users/${alex}/`)).status).toBe(403);
    const list = (await get(suite.server, token, '/api/users/?no_page=true')).body as unknown as User[];
    expect(list.every((u) => u.companies.includes(ids['Riverside Water Works']))).toBe(true);
    const aquaUser = await post(suite.server, token, '/api/users/', { email: 'y@example.com', role: 'basic', company: ids['Aqua Distribution'] });
    expect(aquaUser.body).toEqual({ company: ['This company does not exist or is not one you can act for.'] });
  });
});

describe('permissions take effect at once', () => {
  it('removing view_communicationdevice hides devices on the next current-user fetch and the API refuses them', async () => {
    const id = await addUser(suite.server, {
      email: 'viewer@example.com',
      companyId: ids['Riverside Water Works'],
      permissions: ['view_company', 'view_communicationdevice', 'view_measuringpoint'],
    });
    const viewer = (await login(suite.server, 'viewer@example.com')).access;
    expect((await get(suite.server, viewer, '/api/installations/?limit=1')).status).toBe(200);
    const [profile] = (await get(suite.server, tokens.admin, `/api/users/${id}/profiles/`)).body as unknown as Array<{ id: number }>;
    const changed = await patch(suite.server, tokens.admin, `/api/users/${id}/profiles/${profile.id}/`, {
      permissions: ['view_company', 'view_measuringpoint'],
    });
    expect(changed.body).toMatchObject({ permissions: ['view_company', 'view_measuringpoint'], is_default: true });
    const current = await call(suite.server, 'GET', '/auth/current/', { token: viewer });
    expect((current.body.profile as { permissions: string[] }).permissions).toEqual(['view_company', 'view_measuringpoint']);
    expect((await get(suite.server, viewer, '/api/installations/?limit=1')).status).toBe(403);
  });

  it('refuses unknown permissions and permissions the granting admin does not hold', async () => {
    const id = await addUser(suite.server, { email: 'grant@example.com', companyId: ids['Riverside Water Works'] });
    const [profile] = (await get(suite.server, tokens.admin, `/api/users/${id}/profiles/`)).body as unknown as Array<{ id: number }>;
    const path = `/api/users/${id}/profiles/${profile.id}/`;
    expect((await patch(suite.server, tokens.admin, path, { permissions: ['fly'] })).body).toEqual({ permissions: ['"fly" is not a known permission.'] });
    const notHeld = await patch(suite.server, tokens.admin, path, { permissions: ['activate_company'] });
    expect(notHeld.status).toBe(403);
    expect(notHeld.body).toEqual({ detail: 'You cannot grant "activate_company", which you do not hold yourself.' });
    expect((await patch(suite.server, tokens.staff, path, { permissions: ['activate_company'] })).body).toMatchObject({ permissions: ['activate_company'] });
  });

  it('lets a user choose their own default profile', async () => {
    const self = await userId(suite.server, 'admin@example.com');
    const own = (await get(suite.server, tokens.admin, `/api/users/${self}/profiles/`)).body as unknown as Array<{ id: number; company: number }>;
    const river = own.find((p) => p.company === ids['Riverside Water Works'])!;
    const reply = await patch(suite.server, tokens.admin, `/api/users/${self}/profiles/${river.id}/`, { is_default: true });
    expect(reply.body).toMatchObject({ is_default: true, company: ids['Riverside Water Works'] });
    const back = own.find((p) => p.company === ids['Aqua Distribution'])!;
    expect((await patch(suite.server, tokens.admin, `/api/users/${self}/profiles/${back.id}/`, { is_default: true })).status).toBe(200);
  });
});

describe('delete and resend', () => {
  it('deletes a managed user after refusing one’s own account', async () => {
    const self = await userId(suite.server, 'admin@example.com');
    expect((await del(suite.server, tokens.admin, `/api/users/${self}/`)).body).toEqual({ detail: 'You cannot delete your own account.' });
    const id = await addUser(suite.server, { email: 'leaving@example.com', companyId: ids['Riverside Water Works'] });
    expect((await del(suite.server, tokens.admin, `/api/users/${id}/`)).status).toBe(204);
    expect((await get(suite.server, tokens.admin, `/api/users/${id}/`)).status).toBe(404);
  });
});
