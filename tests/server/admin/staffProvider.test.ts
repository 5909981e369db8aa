import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyProfiles, users } from '../../../server/db/schema.ts';
import { addUser, call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';

const suite = serverSuite({ signIn: { staff: 'staff@example.com' } });
const { ids, tokens } = suite;

async function profilesOf(id: string): Promise<number[]> {
  const rows = await suite.server.built.ctx.db.select().from(companyProfiles).where(eq(companyProfiles.userId, id));
  return rows.map((p) => p.companyId).sort();
}

describe('staff accounts stay inside the provider organisation', () => {
  const OUTSIDE = { companies: ['Staff members should be part of the GWF organization'] };

  it('refuses change_companies moving a staff account to a customer, or adding one beside the provider', async () => {
    const staffer = await addUser(suite.server, { email: 'moved.staff@example.com', companyId: ids['Meter Portal Operations'], staff: true });
    const before = await profilesOf(staffer);
    const path = `/api/users/${staffer}/change_companies/`;
    const moved = await call(suite.server, 'POST', path, { token: tokens.staff, json: { companies: [ids['Riverside Water Works']] } });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual(OUTSIDE);
    const beside = await call(suite.server, 'POST', path, {
      token: tokens.staff,
      json: { companies: [ids['Meter Portal Operations'], ids['Hillcrest Utilities']] },
    });
    expect(beside.body).toEqual(OUTSIDE);
    expect(await profilesOf(staffer)).toEqual(before);
    const stays = await call(suite.server, 'POST', path, { token: tokens.staff, json: { companies: [ids['Meter Portal Operations']] } });
    expect(stays.status).toBe(200);
  });

  it('refuses the staff role to an account that also belongs to a customer', async () => {
    const both = await addUser(suite.server, { email: 'both.sides@example.com', companyId: ids['Meter Portal Operations'] });
    await suite.server.built.ctx.db
      .insert(companyProfiles)
      .values({ userId: both, companyId: ids['Riverside Water Works'], isDefault: false, permissions: [] });
    const reply = await call(suite.server, 'POST', `/api/users/${both}/change_role/`, { token: tokens.staff, json: { role: 'staff' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ role: ['Staff members should be part of the GWF organization'] });
    const [row] = await suite.server.built.ctx.db.select().from(users).where(eq(users.id, both));
    expect(row.isStaff).toBe(false);
  });
});
