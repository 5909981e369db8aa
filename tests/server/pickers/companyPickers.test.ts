import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../server/db/schema.ts';
import type { Company } from '../../../src/core/contract/companies.ts';
import type { DeviceProfile } from '../../../src/core/contract/deviceProfiles.ts';
import type { MeterGroup } from '../../../src/core/contract/meterGroups.ts';
import type { User } from '../../../src/core/contract/users.ts';
import type { Json } from '../support/api.ts';
import { CUSTOMER_ADMIN, startPickerWalkServer, type PickerWalkServer } from './pickerWalkServer.ts';

/**
 * The company-side pickers walked as staff, a distributor's admin and a customer's admin: the company of a new
 * embed key, ingestion key or device, the groups of an embed key, the profiles of a new device, a user's
 * companies and a company's distributor. Each offered choice is posted and accepted; one outside is refused;
 * a basic user gets no choices.
 */
let walk: PickerWalkServer;
let ids: Record<string, number>;

beforeAll(async () => {
  walk = await startPickerWalkServer();
  const [north] = await walk
    .db()
    .insert(companies)
    .values({ name: 'North Distribution', customerAccount: 'D-1002', isActive: true, isDistributor: true })
    .returning();
  ids = { ...walk.ids, [north.name]: north.id };
});
afterAll(() => walk?.server.close());

const as = <T = Json>(email: string, method: string, path: string, json?: unknown) =>
  walk.as<T>(email, method, path, json);
const offered = async (email: string, path: string) => {
  const reply = await as<Array<{ id: number; name: string }>>(email, 'GET', path);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

const ALL = [
  'Aqua Distribution',
  'Hillcrest Utilities',
  'Meter Portal Operations',
  'North Distribution',
  'Riverside Water Works',
];
const ACTORS = [
  { email: 'staff@example.com', companies: ALL, outside: null },
  {
    email: 'admin@example.com',
    companies: ['Aqua Distribution', 'Hillcrest Utilities', 'Riverside Water Works'],
    outside: 'North Distribution',
  },
  { email: CUSTOMER_ADMIN, companies: ['Riverside Water Works'], outside: 'Hillcrest Utilities' },
];

describe('the company of a new embed key, and its groups', () => {
  it.each(ACTORS)('offers $email the companies and groups a key accepts', async (actor) => {
    const choices = await offered(actor.email, '/api/companies/?no_page=true&for=embed-key');
    expect(choices.map((company) => company.name).sort()).toEqual(actor.companies);
    for (const company of choices) {
      const groups = await as<MeterGroup[]>(
        actor.email,
        'GET',
        `/api/meter-groups/?no_page=true&for=embed-key:${company.id}`,
      );
      expect(groups.body.every((group) => group.company === company.id)).toBe(true);
      const made = await as<{ groups: string[] }>(actor.email, 'POST', '/api/embed-keys/', {
        name: `Walk ${company.name}`,
        origins: ['https://partner.example.com'],
        elements: ['map'],
        company: company.id,
        groups: groups.body.map((group) => group.uuid),
      });
      expect(made.status, made.text).toBe(201);
      expect(made.body.groups.sort()).toEqual(groups.body.map((group) => group.uuid).sort());
    }
    const own = choices.find((company) => company.name === 'Riverside Water Works')!;
    const foreign = await as<MeterGroup[]>(
      'staff@example.com',
      'GET',
      `/api/meter-groups/?no_page=true&company=${ids['Hillcrest Utilities']}`,
    );
    const refused = await as(actor.email, 'POST', '/api/embed-keys/', {
      name: 'Walk foreign group',
      origins: ['https://partner.example.com'],
      elements: ['map'],
      company: own.id,
      groups: [foreign.body[0].uuid],
    });
    expect(refused.status, refused.text).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['groups']);
    if (actor.outside) {
      const outside = await as(actor.email, 'POST', '/api/embed-keys/', {
        name: 'Walk outside',
        origins: ['https://partner.example.com'],
        elements: ['map'],
        company: ids[actor.outside],
      });
      expect([outside.status, Object.keys(outside.body)]).toEqual([400, ['company']]);
    }
  });

  it.each(ACTORS)('offers $email the companies an ingestion key accepts', async (actor) => {
    const choices = await offered(actor.email, '/api/companies/?no_page=true&for=ingestion-key');
    expect(choices.map((company) => company.name).sort()).toEqual(actor.companies);
    for (const company of choices) {
      const made = await as(actor.email, 'POST', '/api/ingestion-keys/', {
        name: `Walk ${company.name}`,
        company: company.id,
      });
      expect(made.status, made.text).toBe(201);
    }
  });
});

describe('a new device', () => {
  it.each(ACTORS)('offers $email the companies and profiles a new device accepts', async (actor) => {
    const choices = await offered(actor.email, '/api/companies/?no_page=true&for=device');
    expect(choices.map((company) => company.name).sort()).toEqual(actor.companies);
    for (const company of choices) {
      const profiles = await as<DeviceProfile[]>(
        actor.email,
        'GET',
        `/api/device-profiles/?no_page=true&for=device:${company.id}`,
      );
      expect(profiles.body.length).toBeGreaterThan(0);
      expect(profiles.body.every((profile) => profile.company === null || profile.company === company.id)).toBe(true);
      for (const [index, profile] of profiles.body.entries()) {
        const made = await as(actor.email, 'POST', '/api/devices/', {
          serial_number: `WALK-${actor.email.split('@')[0]}-${company.id}-${index}`,
          company: company.id,
          device_profile: profile.uuid,
        });
        expect(made.status, made.text).toBe(201);
      }
    }
    if (actor.outside) {
      const outside = await as(actor.email, 'POST', '/api/devices/', {
        serial_number: `WALK-OUT-${actor.email.split('@')[0]}`,
        company: ids[actor.outside],
      });
      expect([outside.status, Object.keys(outside.body)]).toEqual([400, ['company']]);
    }
  });
});

describe("a user's companies", () => {
  it.each(ACTORS)('offers $email the companies a user may be given', async (actor) => {
    const choices = await offered(actor.email, '/api/companies/?no_page=true&for=user:new');
    expect(choices.map((company) => company.name).sort()).toEqual(actor.companies);
    const made: User[] = [];
    for (const company of choices) {
      const user = await as<User>(actor.email, 'POST', '/api/users/', {
        email: `walk-${company.id}-${actor.email}`,
        role: 'basic',
        company: company.id,
        ...(actor.email === 'staff@example.com' && { sonico_profile: '01' }),
      });
      expect(user.status, user.text).toBe(201);
      made.push(user.body);
    }
    const forUser = await offered(actor.email, `/api/companies/?no_page=true&for=user:${made[0].id}`);
    expect(forUser.map((company) => company.id).sort()).toEqual(choices.map((company) => company.id).sort());
    const changed = await as<User>(actor.email, 'POST', `/api/users/${made[0].id}/change_companies/`, {
      companies: forUser.map((company) => company.id),
    });
    expect(changed.status, changed.text).toBe(200);
    if (actor.outside) {
      const outside = await as(actor.email, 'POST', `/api/users/${made[0].id}/change_companies/`, {
        companies: [ids[actor.outside]],
      });
      expect([outside.status, Object.keys(outside.body)]).toEqual([400, ['companies']]);
    }
  });

  it('offers staff only provider companies for a staff account, and others no staff choice', async () => {
    const choices = await offered('staff@example.com', '/api/companies/?no_page=true&for=user:new:staff');
    expect(choices.map((company) => company.name)).toEqual(['Meter Portal Operations']);
    const made = await as<User>('staff@example.com', 'POST', '/api/users/', {
      email: 'walk-staff@example.com',
      role: 'staff',
      company: choices[0].id,
      sonico_profile: '04',
    });
    expect(made.status, made.text).toBe(201);
    const forStaff = await offered('staff@example.com', `/api/companies/?no_page=true&for=user:${made.body.id}`);
    expect(forStaff.map((company) => company.id)).toEqual([choices[0].id]);
    const refused = await as('staff@example.com', 'POST', `/api/users/${made.body.id}/change_companies/`, {
      companies: [ids['Riverside Water Works']],
    });
    expect([refused.status, Object.keys(refused.body)]).toEqual([400, ['companies']]);
    expect((await as('admin@example.com', 'GET', '/api/companies/?for=user:new:staff')).status).toBe(403);
  });
});

describe("a company's distributor", () => {
  it('offers staff the distributors a company may be linked to, never itself', async () => {
    const riverside = ids['Riverside Water Works'];
    const choices = await offered('staff@example.com', `/api/companies/?no_page=true&for=company-parent:${riverside}`);
    expect(choices.map((company) => company.name)).toEqual(['Aqua Distribution', 'North Distribution']);
    for (const company of [...choices].reverse()) {
      const changed = await as<Company>('staff@example.com', 'PATCH', `/api/companies/${riverside}/`, {
        distributor: company.id,
      });
      expect([changed.status, changed.body.distributor]).toEqual([200, company.id]);
    }
    const aqua = ids['Aqua Distribution'];
    const forAqua = await offered('staff@example.com', `/api/companies/?no_page=true&for=company-parent:${aqua}`);
    expect(forAqua.map((company) => company.name)).toEqual(['North Distribution']);
    const self = await as('staff@example.com', 'PATCH', `/api/companies/${aqua}/`, { distributor: aqua });
    expect([self.status, Object.keys(self.body)]).toEqual([400, ['distributor']]);
    expect((await as('admin@example.com', 'GET', '/api/companies/?for=company-parent:new')).status).toBe(403);
  });
});

describe('a basic user', () => {
  it.each(['embed-key', 'ingestion-key', 'device', 'user:new', 'company-parent:new'])(
    'gets no %s choices',
    async (action) => {
      expect((await as('user@example.com', 'GET', `/api/companies/?for=${action}`)).status).toBe(403);
    },
  );

  it('gets no group or profile choices', async () => {
    const riverside = ids['Riverside Water Works'];
    expect((await as('user@example.com', 'GET', `/api/meter-groups/?for=embed-key:${riverside}`)).status).toBe(403);
    expect((await as('user@example.com', 'GET', `/api/device-profiles/?for=device:${riverside}`)).status).toBe(403);
    const [row] = await walk.db().select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
    expect(row.distributorId).toBe(ids['Aqua Distribution']);
  });
});
