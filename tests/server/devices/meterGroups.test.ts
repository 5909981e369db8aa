import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeterGroup } from '../../../src/core/contract/meterGroups.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { installations, meterGroups } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
let ids: Record<string, number>;
const tokens: Record<string, string> = {};
let riverside: Array<typeof installations.$inferSelect>;
let hillcrest: typeof installations.$inferSelect;
beforeAll(async () => {
  server = await serverFor();
  ids = await companyIds(server);
  for (const email of ['staff@example.com', 'admin@example.com', 'user@example.com'])
    tokens[email] = (await login(server, email)).access;
  const db = server.built.ctx.db;
  riverside = await db
    .select()
    .from(installations)
    .where(eq(installations.companyId, ids['Riverside Water Works']))
    .orderBy(installations.serialNumber)
    .limit(4);
  [hillcrest] = await db
    .select()
    .from(installations)
    .where(eq(installations.companyId, ids['Hillcrest Utilities']))
    .limit(1);
});
afterAll(() => server?.close());

const as = <T = MeterGroup>(email: string, method: string, path: string, json?: unknown) =>
  call<T>(server, method, path, { token: tokens[email], json });
const download = async (email: string, path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${tokens[email]}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
};

describe('meter-groups/', () => {
  it('lists only the groups of the caller’s companies', async () => {
    const basic = await as<Page<MeterGroup>>('user@example.com', 'GET', '/api/meter-groups/');
    expect(basic.body.count).toBeGreaterThan(0);
    for (const g of basic.body.results) expect(g.company).toBe(ids['Riverside Water Works']);
    const staff = await as<MeterGroup[]>('staff@example.com', 'GET', '/api/meter-groups/?no_page=true');
    expect(staff.body.length).toBe((await server.built.ctx.db.select().from(meterGroups)).length);
    const [other] = staff.body.filter((g) => g.company === ids['Hillcrest Utilities']);
    expect((await as('user@example.com', 'GET', `/api/meter-groups/${other.uuid}/`)).status).toBe(404);
    expect((await as('user@example.com', 'PATCH', `/api/meter-groups/${other.uuid}/`, { name: 'x' })).status).toBe(403);
  });

  it('creates, renames, adds and removes members, and deletes a group', async () => {
    const created = await as('admin@example.com', 'POST', '/api/meter-groups/', {
      name: 'Leak watch',
      description: 'Meters under observation',
      company: ids['Riverside Water Works'],
      installations: [riverside[0].uuid],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Leak watch',
      company: ids['Riverside Water Works'],
      installations: [riverside[0].uuid],
    });
    const path = `/api/meter-groups/${created.body.uuid}/`;
    const added = await as('admin@example.com', 'POST', `${path}add_installations/`, {
      installations: [riverside[1].uuid, riverside[2].uuid, riverside[0].uuid],
    });
    expect(added.status).toBe(200);
    expect([...added.body.installations].sort()).toEqual(
      [riverside[0].uuid, riverside[1].uuid, riverside[2].uuid].sort(),
    );
    const removed = await as('admin@example.com', 'POST', `${path}delete_installations`, {
      installations: [riverside[1].uuid],
    });
    expect([...removed.body.installations].sort()).toEqual([riverside[0].uuid, riverside[2].uuid].sort());
    const renamed = await as('admin@example.com', 'PATCH', path, { name: 'Leak watch 2' });
    expect(renamed.body.name).toBe('Leak watch 2');
    const member = await as<{ groups: Array<{ uuid: string }> }>(
      'user@example.com',
      'GET',
      `/api/installations/${riverside[0].uuid}/`,
    );
    expect(member.body.groups.map((g) => g.uuid)).toContain(created.body.uuid);
    expect((await as('user@example.com', 'DELETE', path)).status).toBe(403);
    expect((await as('admin@example.com', 'DELETE', path)).status).toBe(204);
    expect((await as('admin@example.com', 'GET', path)).status).toBe(404);
  });

  it('refuses members of other companies, unknown members, blank names and basic users', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const reply = await as('admin@example.com', 'POST', '/api/meter-groups/', {
      name: 'Mixed',
      company: ids['Riverside Water Works'],
      installations: [hillcrest.uuid, missing],
    });
    expect(reply.body).toEqual({
      installations: [
        `Device ${hillcrest.serialNumber} belongs to Hillcrest Utilities; a group of Riverside Water Works holds only that company's devices.`,
        `No device "${missing}" among the devices you can see.`,
      ],
    });
    expect((await as('admin@example.com', 'POST', '/api/meter-groups/', { name: '  ' })).body).toEqual({
      name: ['This field may not be blank.'],
    });
    expect((await as('user@example.com', 'POST', '/api/meter-groups/', { name: 'Mine' })).status).toBe(403);
    const provider = ids['Meter Portal Operations'];
    expect(
      (await as('admin@example.com', 'POST', '/api/meter-groups/', { name: 'P', company: provider })).body,
    ).toEqual({ company: ['This company does not exist or is not one you can act for.'] });
    const names = (await server.built.ctx.db.select({ name: meterGroups.name }).from(meterGroups)).map((g) => g.name);
    expect(names).not.toContain('Mixed');
    expect(names).not.toContain('Mine');
  });
});

describe('meter-groups/export', () => {
  it('exports the named groups as JSON, CSV (CRLF, dotted header) and XML with a file name', async () => {
    const groups = (await as<MeterGroup[]>('user@example.com', 'GET', '/api/meter-groups/?no_page=true')).body
      .filter((g) => g.installations.length > 0)
      .slice(0, 2);
    const query = `?groups=${groups.map((g) => g.uuid).join(';')}`;
    const json = await download('user@example.com', `/api/meter-groups/export.json/${query}`);
    expect(json.disposition).toBe('attachment; filename="meter-groups.json"');
    const rows = JSON.parse(json.text) as Array<{ group: { uuid: string }; serial_number: string }>;
    expect(rows.length).toBe(groups.reduce((n, g) => n + g.installations.length, 0));
    expect(new Set(rows.map((r) => r.group.uuid))).toEqual(new Set(groups.map((g) => g.uuid)));

    const csv = await download('user@example.com', `/api/meter-groups/export.csv${query}`);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.disposition).toBe('attachment; filename="meter-groups.csv"');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      'group.uuid,group.name,serial_number,meter_type,device_eui,company,latitude,longitude,volume,last_readout,alert_count',
    );
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.at(-1)).toBe('');

    const xml = await download('user@example.com', `/api/meter-groups/export/${query}&format=xml`);
    expect(xml.text.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<root><list-item><group><uuid>')).toBe(true);
    expect(xml.text.match(/<list-item>/g)).toHaveLength(rows.length);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const [group] = await server.built.ctx.db
      .select()
      .from(meterGroups)
      .where(eq(meterGroups.companyId, ids['Riverside Water Works']))
      .limit(1);
    await server.built.ctx.db
      .update(meterGroups)
      .set({ name: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(meterGroups.id, group.id));
    await server.built.ctx.db
      .update(installations)
      .set({ longitude: -12.5 })
      .where(eq(installations.id, riverside[3].id));
    await as('admin@example.com', 'POST', `/api/meter-groups/${group.uuid}/add_installations/`, {
      installations: [riverside[3].uuid],
    });
    const csv = await download('user@example.com', `/api/meter-groups/export.csv/?groups=${group.uuid}`);
    expect(csv.text).toContain(`${group.uuid},"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.text).not.toMatch(/,=HYPERLINK/);
    expect(csv.text).toMatch(/,-12\.5,/);
  });

  it('404s an unknown format and names groups the caller cannot see', async () => {
    expect((await download('user@example.com', '/api/meter-groups/export.pdf/')).status).toBe(404);
    const [foreign] = await server.built.ctx.db
      .select()
      .from(meterGroups)
      .where(eq(meterGroups.companyId, ids['Hillcrest Utilities']))
      .limit(1);
    const reply = await download('user@example.com', `/api/meter-groups/export.csv/?groups=${foreign.uuid}`);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toEqual({
      groups: ['A chosen device group does not exist or belongs to a company you cannot use.'],
    });
  });
});
