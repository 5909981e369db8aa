import { describe, expect, it } from 'vitest';
import type { Installation } from '../../../src/core/contract/installations.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { eq } from 'drizzle-orm';
import {
  alerts,
  deviceProfiles,
  installationLatest,
  installations,
  meterGroupInstallations,
  meterGroups,
} from '../../../server/db/deviceSchema.ts';
import { serverSuite } from '../support/serverSuite.ts';

// A page of installations/ is JSON text the database writes (installationBodySql.ts); the whole list
// (no_page=true) is still built row by row in JavaScript and serialised from the contract's schema. Both
// must say the same thing about the same rows, key order included.
const suite = serverSuite({ signIn: ['staff@example.com', 'admin@example.com'] });

/** the JSON as JavaScript writes it: numbers, escapes and spacing normalised, key order kept */
const normal = (value: unknown) => JSON.stringify(value);

async function addVariedMeters() {
  const db = suite.server.built.ctx.db;
  const company = suite.ids['Aqua Distribution'];
  const [profile] = await db
    .insert(deviceProfiles)
    .values({ name: 'Page JSON profile', meterType: 'afm', companyId: company })
    .returning();
  const [full, bare] = await db
    .insert(installations)
    .values([
      {
        serialNumber: 'PAGEJSON-1',
        deviceEui: '00AA11BB22CC33DD',
        meterType: 'afm',
        article: 'Ärticle "quoted" \\ back\nline',
        productionNumber: 'PN-ünï-1',
        commModuleType: 'lora',
        commModuleVersion: '2.1',
        commModuleSerial: 'CM-1',
        commModUuid: '6f1c2a4e-0d7b-4c1e-9a53-2b7f0e5d9c11',
        keyIsDeleted: true,
        companyId: company,
        deviceProfileId: profile.id,
        measuringPointId: 4242,
        latitude: 0.1 + 0.2,
        longitude: -13.000001,
        networkRegistered: true,
      },
      { serialNumber: 'PAGEJSON-2', meterType: 'water', companyId: company, latitude: 1e21 },
    ])
    .returning();
  // the newest reading's row, which the insert's trigger made; microseconds the wire leaves out: both paths cut
  // them the same way
  await db
    .update(installationLatest)
    .set({ volumeM3: 123456.789012, alertCount: 3 })
    .where(eq(installationLatest.installationId, full.id));
  await db.update(installationLatest).set({ volumeM3: 1e-7 }).where(eq(installationLatest.installationId, bare.id));
  await db.execute(
    `UPDATE installations SET created_at = '2026-01-02 03:04:05.678999+00' WHERE id = ${full.id}`,
  );
  await db.execute(
    `UPDATE installation_latest SET last_readout_at = '2026-03-04 05:06:07.8915+00' WHERE installation_id = ${full.id}`,
  );
  const groups = await db
    .insert(meterGroups)
    .values([
      { name: 'Zulu group', companyId: company },
      { name: 'Alpha group', companyId: company },
    ])
    .returning();
  await db.insert(meterGroupInstallations).values(groups.map((g) => ({ groupId: g.id, installationId: full.id })));
  const at = new Date('2026-02-01T00:00:00Z');
  await db.insert(alerts).values([
    { installationId: full.id, state: 'no_usage', startedAt: at },
    { installationId: full.id, state: 'no_usage', startedAt: new Date('2026-02-02T00:00:00Z') },
    { installationId: full.id, state: 'continuous_flow', startedAt: at },
    { installationId: full.id, state: 'backflow', startedAt: at, endedAt: new Date('2026-02-03T00:00:00Z') },
    { installationId: bare.id, state: 'battery_low', startedAt: at, endedAt: new Date('2026-02-03T00:00:00Z') },
  ]);
  return { full, bare };
}

describe('installations/ pages written by the database', () => {
  it('agree with the row-by-row answer for every row, filter, ordering and window, for staff and a tenant', async () => {
    const { full } = await addVariedMeters();
    const cases = [
      '',
      'ordering=-volume',
      'ordering=last_readout',
      'ordering=-alert_count',
      'ordering=created_at&meter_type=afm',
      'search=pagejson',
      'alert=no_usage',
    ];
    for (const email of ['staff@example.com', 'admin@example.com']) {
      for (const filter of cases) {
        const whole = await suite.as<Installation[]>(email, 'GET', `/api/installations/?no_page=true&${filter}`);
        expect(whole.status, `${filter}: ${whole.text}`).toBe(200);
        for (const [limit, offset] of [
          [1000, 0],
          [7, 3],
          [2, 1],
        ]) {
          const page = await suite.as<Page<Installation>>(
            email,
            'GET',
            `/api/installations/?${filter}&limit=${limit}&offset=${offset}`,
          );
          expect(page.status).toBe(200);
          expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
          expect(page.body.count).toBe(whole.body.length);
          expect(normal(page.body.results)).toBe(normal(whole.body.slice(offset, offset + limit)));
          expect(page.body.next === null).toBe(offset + limit >= whole.body.length);
          expect(page.body.previous === null).toBe(offset === 0);
        }
      }
    }
    // the rows that exercise every column are on the staff page, as the contract's schema reads them
    const search = await suite.as<Page<Installation>>('staff@example.com', 'GET', '/api/installations/?search=PAGEJSON');
    expect(Object.keys(search.body)).toEqual(['count', 'next', 'previous', 'results']);
    const shown = search.body.results.find((row) => row.uuid === full.uuid)!;
    expect(shown).toMatchObject({
      groups: [{ name: 'Alpha group' }, { name: 'Zulu group' }],
      alerts: ['continuous_flow', 'no_usage'],
      key: { comm_mod_uuid: '6f1c2a4e-0d7b-4c1e-9a53-2b7f0e5d9c11', is_deleted: true },
      created_at: '2026-01-02T03:04:05.678Z',
      last_readout: '2026-03-04T05:06:07.891Z',
      lat: 0.1 + 0.2,
    });
  });

  it('answers an empty page with a count and no rows', async () => {
    const page = await suite.as<Page<Installation>>(
      'staff@example.com',
      'GET',
      '/api/installations/?search=no-such-meter-anywhere&limit=5',
    );
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
