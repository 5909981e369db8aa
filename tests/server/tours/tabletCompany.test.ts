import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tablet } from '../../../src/core/contract/tablets.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { tokensOf } from './tourSupport.ts';

let server: TestServer;
let staff: string;
let admin: string;
let user: string;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await serverFor();
  ({
    'staff@example.com': staff,
    'admin@example.com': admin,
    'user@example.com': user,
  } = await tokensOf(server, ['staff@example.com', 'admin@example.com', 'user@example.com']));
  ids = await companyIds(server);
});
afterAll(() => server?.close());

describe('staff and distributors act for a company on tablets', () => {
  it('answers the quota and the list of the company named, counting what the list shows', async () => {
    const riverside = ids['Riverside Water Works'];
    for (const token of [staff, admin]) {
      const quota = await call(server, 'GET', `/api/tablets/quota/?company=${riverside}`, { token });
      expect(quota.body).toEqual({ active: 2, quota: 5 });
      const list = await call<Tablet[]>(server, 'GET', `/api/tablets/?no_page=true&company=${riverside}`, { token });
      expect(list.body.filter((tablet) => tablet.is_active)).toHaveLength(2);
      expect(list.body.every((tablet) => tablet.company === riverside)).toBe(true);
    }
    // the active company stays the default
    expect((await call(server, 'GET', '/api/tablets/quota/', { token: user })).body).toEqual({ active: 2, quota: 5 });
  });

  it('registers a tablet for the company staff name, within that company quota', async () => {
    const riverside = ids['Riverside Water Works'];
    const made = await call<Tablet>(server, 'POST', '/api/tablets/', {
      token: staff,
      json: { company: riverside, name: 'Staff-made', android_id: 'staff-made-1' },
    });
    expect([made.status, made.body.company]).toEqual([201, riverside]);
    const quota = await call(server, 'GET', `/api/tablets/quota/?company=${riverside}`, { token: staff });
    expect(quota.body).toEqual({ active: 3, quota: 5 });
  });

  it('refuses the quota of a company the caller does not see, and a company that is no number', async () => {
    const hidden = await call(server, 'GET', `/api/tablets/quota/?company=${ids['Aqua Distribution']}`, {
      token: user,
    });
    expect(hidden.status).toBe(404);
    const bad = await call(server, 'GET', '/api/tablets/quota/?company=x', { token: user });
    expect([bad.status, bad.body]).toEqual([400, { company: ['A valid integer is required.'] }]);
  });
});
