import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  installation,
  installationState,
  type Installation,
  type InstallationAlert,
  type InstallationState,
  type InstallationTotal,
} from '../../../src/core/contract/installations.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { alerts, installationLatest, installations } from '../../../server/db/deviceSchema.ts';
import { call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const suite = serverSuite({ signIn: ['staff@example.com', 'admin@example.com', 'user@example.com'] });
const { ids, tokens } = suite;

const get = <T = Page<Installation>>(email: string, path: string) =>
  call<T>(suite.server, 'GET', path, { token: tokens[email] });
const all = (email: string, path: string) => get<Installation[]>(email, path);
const db = () => suite.server.built.ctx.db;
async function countOf(companyId?: number) {
  const rows = await db().select({ id: installations.id, companyId: installations.companyId }).from(installations);
  return companyId === undefined ? rows.length : rows.filter((r) => r.companyId === companyId).length;
}

describe('installations/?search=', () => {
  it('finds text contained in any one of the five searched columns, in any case, and never across two', async () => {
    const [row] = await db()
      .insert(installations)
      .values({
        serialNumber: 'SRCH-SERIAL-1',
        deviceEui: 'ABCDEF0123456789',
        meterType: 'afm',
        article: 'Article Zeta',
        productionNumber: 'PN-777-Omega',
        commModuleSerial: 'CMS-4242',
        companyId: Object.values(ids)[0],
      })
      .returning({ uuid: installations.uuid });
    const found = async (text: string) =>
      (await all('staff@example.com', `/api/installations/?no_page=true&search=${encodeURIComponent(text)}`)).body.map(
        (r) => r.uuid,
      );
    for (const text of ['srch-serial', 'cdef01234', 'ARTICLE zeta', '777-omega', 'cms-42'])
      expect(await found(text), text).toContain(row.uuid);
    // the end of one column and the start of the next are no match, nor is a search with a line break
    expect(await found('SERIAL-1ABCD')).not.toContain(row.uuid);
    expect(await found('SERIAL-1\nABCD')).not.toContain(row.uuid);
    expect(await found('zeta\npn')).toEqual([]);
    // LIKE wildcards are text
    expect(await found('SRCH_SERIAL')).not.toContain(row.uuid);
    await db().delete(installations).where(eq(installations.uuid, row.uuid));
  });
});

describe('installations/', () => {
  it('pages every meter for staff, 100 by default, in the installation shape', async () => {
    const reply = await get('staff@example.com', '/api/installations/');
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(await countOf());
    expect(reply.body.count).toBeGreaterThanOrEqual(200);
    expect(reply.body.results).toHaveLength(100);
    expect(reply.body.next).toMatch(/installations\/\?limit=100&offset=100$/);
    for (const row of reply.body.results) installation.parse(row);
    const serials = reply.body.results.map((r: { serial_number: string }) => r.serial_number);
    expect(serials).toEqual([...serials].sort());
  });

  it("shows a basic user only its own company's meters and 404s the others", async () => {
    const own = await all('user@example.com', '/api/installations/?no_page=true');
    expect(own.body).toHaveLength(await countOf(ids['Riverside Water Works']));
    expect(new Set(own.body.map((r) => r.company))).toEqual(new Set([ids['Riverside Water Works']]));
    const [foreign] = await db()
      .select()
      .from(installations)
      .where(eq(installations.companyId, ids['Hillcrest Utilities']))
      .limit(1);
    for (const path of ['', 'alerts/', 'state/']) {
      const reply = await get('user@example.com', `/api/installations/${foreign.uuid}/${path}`);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ detail: 'Not found.' });
    }
    const filtered = await get('user@example.com', `/api/installations/?company=${ids['Hillcrest Utilities']}`);
    expect(filtered.body.count).toBe(0);
  });

  it("shows the distributor's admin its own and its customers' meters", async () => {
    const reply = await get('admin@example.com', '/api/installations/?limit=1');
    expect(reply.body.count).toBe(await countOf());
  });

  it('filters by meter type, company, serial number, search, group and open alert state', async () => {
    const lora = await all(
      'staff@example.com',
      `/api/installations/?meter_type=rcmlrwotaa&company=${ids['Hillcrest Utilities']}&no_page=true`,
    );
    expect(lora.body.length).toBeGreaterThan(0);
    for (const row of lora.body)
      expect([row.meter_type, row.company]).toEqual(['rcmlrwotaa', ids['Hillcrest Utilities']]);
    const one = lora.body[0];
    const bySerial = await get('staff@example.com', `/api/installations/?serial_number=${one.serial_number}`);
    expect(bySerial.body.results.map((r) => r.uuid)).toEqual([one.uuid]);
    const search = await get(
      'staff@example.com',
      `/api/installations/?search=${one.device_eui!.slice(-8).toLowerCase()}`,
    );
    expect(search.body.results.map((r) => r.uuid)).toContain(one.uuid);

    const grouped = (await all('staff@example.com', '/api/installations/?no_page=true')).body.find(
      (r) => r.groups.length > 0,
    )!;
    const byGroup = await all('staff@example.com', `/api/installations/?group=${grouped.groups[0].uuid}&no_page=true`);
    expect(byGroup.body.length).toBeGreaterThan(0);
    for (const row of byGroup.body) expect(row.groups.map((g) => g.uuid)).toContain(grouped.groups[0].uuid);

    const [open] = await db()
      .select({ state: alerts.state })
      .from(alerts)
      .where(eq(alerts.state, 'battery_low'))
      .limit(1);
    expect(open).toBeDefined();
    const alerting = await all('staff@example.com', '/api/installations/?alert=battery_low&no_page=true');
    expect(alerting.body.length).toBeGreaterThan(0);
    for (const row of alerting.body) expect(row.alerts).toContain('battery_low');
  });

  it('refuses filter values of the wrong form on their field', async () => {
    expect((await get<unknown>('staff@example.com', '/api/installations/?company=abc')).body).toEqual({
      company: ['A valid integer is required.'],
    });
    expect((await get<unknown>('staff@example.com', '/api/installations/?alert=flood')).body).toEqual({
      alert: ['"flood" is not a valid choice.'],
    });
    expect((await get('staff@example.com', '/api/installations/?group=nope')).status).toBe(400);
  });

  it('orders by volume descending', async () => {
    const reply = await get('staff@example.com', '/api/installations/?ordering=-volume&limit=20');
    const volumes = reply.body.results.map((r) => r.state.volume ?? 0);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('counts meters per type and with alerts in installations/total/', async () => {
    const totals = await get<InstallationTotal>('staff@example.com', '/api/installations/total');
    expect(totals.body.total).toBe(await countOf());
    expect(totals.body.by_meter_type.afm + totals.body.by_meter_type.rcmlrwotaa).toBe(totals.body.total);
    const rows = await db().select({ n: installationLatest.alertCount }).from(installationLatest);
    expect(totals.body.with_alerts).toBe(rows.filter((r) => r.n > 0).length);
    const riverside = await get<InstallationTotal>(
      'admin@example.com',
      `/api/installations/total/?company=${ids['Riverside Water Works']}`,
    );
    expect(riverside.body.total).toBe(await countOf(ids['Riverside Water Works']));
    const basic = await get<InstallationTotal>(
      'user@example.com',
      `/api/installations/total/?company=${ids['Hillcrest Utilities']}`,
    );
    expect(basic.body.total).toBe(0);
  });

  it('gives one meter, its alerts and its state with the newest readout', async () => {
    const [withAlerts] = await selectMeters(db())
      .where(eq(installations.companyId, ids['Riverside Water Works']))
      .orderBy(installationLatest.alertCount)
      .limit(1);
    const [alerting] = await selectMeters(db())
      .orderBy(installations.id)
      .where(eq(installationLatest.alertCount, Math.max(1, withAlerts.alertCount)));
    const detail = await get<Installation>('staff@example.com', `/api/installations/${alerting.uuid}`);
    expect(detail.status).toBe(200);
    expect(detail.body.serial_number).toBe(alerting.serialNumber);
    const list = await get<InstallationAlert[]>('staff@example.com', `/api/installations/${alerting.uuid}/alerts/`);
    const active = list.body.filter((a) => a.active);
    expect(active.length).toBe(alerting.alertCount);
    const state = await get<InstallationState>('staff@example.com', `/api/installations/${alerting.uuid}/state/`);
    installationState.parse(state.body);
    expect(state.body.alertCount).toBe(alerting.alertCount);
    expect(state.body.last_readout!.ts).toBe(alerting.lastReadoutAt!.toISOString());
    expect(state.body.volume).toBe(state.body.last_readout!.total_volume);
    expect((await get('staff@example.com', '/api/installations/00000000-0000-4000-8000-000000000000/')).status).toBe(
      404,
    );
    expect((await get('staff@example.com', '/api/installations/not-a-uuid/')).status).toBe(404);
  });
});
