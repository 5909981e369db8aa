import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonations } from '../../server/db/schema.ts';
import type { TestServer } from '../support/startTestServer.ts';
import {
  addUser,
  call,
  companyIds,
  DEMO_PASSWORD,
  jwtPayload,
  login,
  userId,
  type Company,
  type CurrentUser,
  type Page,
  type TokenPair,
} from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const DENIED = { detail: 'You do not have permission to perform this action.' };

let server: TestServer;
let staffId: string;
let basicId: string;
beforeAll(async () => {
  server = await serverFor();
  staffId = await userId(server, 'staff@example.com');
  basicId = await userId(server, 'user@example.com');
});
afterAll(() => server?.close());

const impersonate = (token: string, user: unknown) =>
  call<TokenPair>(server, 'POST', '/api/auth/impersonate/', { token, json: { user } });
const stop = (token: string) => call<TokenPair>(server, 'POST', '/api/auth/impersonate/stop/', { token });
const current = (token: string) => call<CurrentUser>(server, 'GET', '/auth/current/', { token });

describe('starting and stopping', () => {
  it('lets staff act as another user, records it, and hands the staff tokens back on stop', async () => {
    const staff = await login(server, 'staff@example.com');
    const started = await impersonate(staff.access, basicId);
    expect(started.status).toBe(200);
    expect(Object.keys(started.body).sort()).toEqual(['access', 'refresh']);
    expect(jwtPayload(started.body.access)).toMatchObject({ user_id: basicId, original_user: staffId });

    const asUser = await current(started.body.access);
    expect(asUser.body).toMatchObject({
      email: 'user@example.com',
      is_admin: false,
      original_user: { user_uuid: staffId, name: 'Sam Staff', email: 'staff@example.com' },
    });
    const [audit] = await server.built.ctx.db.select().from(impersonations).orderBy(desc(impersonations.id)).limit(1);
    expect(audit).toMatchObject({ staffUserId: staffId, targetUserId: basicId, stoppedAt: null });

    // a refreshed impersonation token still names the staff user
    const rotated = await call<TokenPair>(server, 'POST', '/auth/token/refresh/', {
      json: { refresh: started.body.refresh },
    });
    expect((await current(rotated.body.access)).body.original_user?.user_uuid).toBe(staffId);

    const stopped = await stop(rotated.body.access);
    expect(stopped.status).toBe(200);
    expect(jwtPayload(stopped.body.access)).toMatchObject({ user_id: staffId, token_type: 'access' });
    expect(jwtPayload(stopped.body.access).original_user).toBeUndefined();
    const back = await current(stopped.body.access);
    expect(back.body).toMatchObject({ email: 'staff@example.com', is_admin: true, original_user: null });

    const [closed] = await server.built.ctx.db.select().from(impersonations).where(eq(impersonations.id, audit.id));
    expect(closed.stoppedAt).toBeInstanceOf(Date);
  });

  it('acts with the permissions and tenancy of the target', async () => {
    const staff = await login(server, 'staff@example.com');
    const started = await impersonate(staff.access, basicId);
    const users = await call(server, 'GET', '/api/users/', { token: started.body.access });
    expect(users.status).toBe(403);
    const companies = await call<Page<Company>>(server, 'GET', '/api/companies/', { token: started.body.access });
    expect(companies.body.results.map((c) => c.name)).toEqual(['Riverside Water Works']);
  });

  it('answers stop without an impersonation with 400', async () => {
    const staff = await login(server, 'staff@example.com');
    const reply = await stop(staff.access);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ detail: 'Not impersonating.' });
  });
});

describe('ending an impersonation', () => {
  const BLACKLISTED = { detail: 'Token is blacklisted', code: 'token_not_valid' };
  const refresh = (token: string) =>
    call<TokenPair>(server, 'POST', '/auth/token/refresh/', { json: { refresh: token } });

  it('blacklists the impersonation refresh token on stop, and refuses stop again with the ended pair', async () => {
    const staff = await login(server, 'staff@example.com');
    const started = await impersonate(staff.access, basicId);
    expect((await stop(started.body.access)).status).toBe(200);

    const reused = await refresh(started.body.refresh);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(BLACKLISTED);

    const again = await stop(started.body.access);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(BLACKLISTED);
  });

  it("ends the impersonation sessions when the staff member's password changes", async () => {
    const { 'Meter Portal Operations': provider } = await companyIds(server);
    const staff3 = await addUser(server, { email: 'staff3@example.com', companyId: provider, staff: true });
    const staff = await login(server, 'staff3@example.com');
    const started = await impersonate(staff.access, basicId);
    expect(started.status).toBe(200);

    const changed = await call(server, 'POST', '/api/users/change_password/', {
      token: staff.access,
      json: { old_password: DEMO_PASSWORD, new_password: 'A-much-Stronger-pass-42' },
    });
    expect(changed.status).toBe(200);

    expect((await refresh(started.body.refresh)).status).toBe(401);
    const stopped = await stop(started.body.access);
    expect(stopped.status).toBe(401);
    expect(stopped.body).toEqual(BLACKLISTED);

    const audit = await server.built.ctx.db.select().from(impersonations).where(eq(impersonations.staffUserId, staff3));
    expect(audit.map((row) => row.stoppedAt)).toEqual([expect.any(Date)]);
  });
});

describe('who may impersonate whom', () => {
  it('refuses a company admin and a basic user', async () => {
    for (const email of ['admin@example.com', 'user@example.com']) {
      const { access } = await login(server, email);
      const reply = await impersonate(access, staffId);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(DENIED);
    }
  });

  it('refuses to impersonate another staff member, and to impersonate again while impersonating', async () => {
    const { 'Meter Portal Operations': provider } = await companyIds(server);
    const otherStaff = await addUser(server, { email: 'staff2@example.com', companyId: provider, staff: true });
    const staff = await login(server, 'staff@example.com');
    const asStaff2 = await impersonate(staff.access, otherStaff);
    expect(asStaff2.status).toBe(403);
    expect(asStaff2.body).toEqual(DENIED);

    const asBasic = await impersonate(staff.access, basicId);
    expect(asBasic.status).toBe(200);
    const nested = await impersonate(asBasic.body.access, basicId);
    expect(nested.status).toBe(403);
    expect(nested.body).toEqual(DENIED);
  });

  it('validates the target', async () => {
    const { access } = await login(server, 'staff@example.com');
    const missing = await call(server, 'POST', '/api/auth/impersonate/', { token: access, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ user: ['This field is required.'] });

    const notUuid = await impersonate(access, 'someone');
    expect(notUuid.status).toBe(400);
    expect(notUuid.body).toEqual({ user: ['Must be a valid UUID.'] });

    const unknown = await impersonate(access, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });

    const inactive = await impersonate(access, await userId(server, 'new@example.com'));
    expect(inactive.status).toBe(400);
    expect(inactive.body).toEqual({ user: ['Invalid value.'] });

    const self = await impersonate(access, staffId);
    expect(self.status).toBe(400);
  });
});
