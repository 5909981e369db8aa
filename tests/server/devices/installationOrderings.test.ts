import { describe, expect, it } from 'vitest';
import type { Installation } from '../../../src/core/contract/installations.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { eq } from 'drizzle-orm';
import { installationLatest, installations } from '../../../server/db/deviceSchema.ts';
import { call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';

// The columns each new reading writes (newest reading, volume, open alerts): the grid sorts by them with ties
// broken by the id in the ordering's direction, empty values first ascending and last descending.
const suite = serverSuite({ signIn: ['staff@example.com', 'user@example.com'] });
const { tokens } = suite;
const db = () => suite.server.built.ctx.db;

type Column = 'lastReadoutAt' | 'volumeM3' | 'alertCount';
const ORDERINGS: Array<[string, Column]> = [
  ['last_readout', 'lastReadoutAt'],
  ['volume', 'volumeM3'],
  ['alert_count', 'alertCount'],
];

/** The uuids of the caller's meters as the ordering should give them, worked out here from the rows. */
async function expected(column: Column, descending: boolean, companyId?: number): Promise<string[]> {
  const rows = await db()
    .select({
      id: installations.id,
      uuid: installations.uuid,
      companyId: installations.companyId,
      value: installationLatest[column],
    })
    .from(installations)
    .innerJoin(installationLatest, eq(installationLatest.installationId, installations.id));
  const value = (v: Date | number | null) => (v === null ? null : Number(v));
  const sorted = rows
    .filter((row) => companyId === undefined || row.companyId === companyId)
    .sort((a, b) => {
      const [x, y] = [value(a.value), value(b.value)];
      const byValue = x === y ? 0 : x === null ? -1 : y === null ? 1 : x - y;
      return byValue || a.id - b.id;
    });
  return (descending ? sorted.reverse() : sorted).map((row) => row.uuid);
}

describe('installations/?ordering= on the columns each reading writes', () => {
  for (const [name, column] of ORDERINGS)
    for (const descending of [false, true])
      it(`orders by ${descending ? '-' : ''}${name} for staff and for one company, ties by id`, async () => {
        const ordering = `${descending ? '-' : ''}${name}`;
        const staff = await call<Page<Installation>>(
          suite.server,
          'GET',
          `/api/installations/?ordering=${ordering}&limit=150&offset=20`,
          { token: tokens['staff@example.com'] },
        );
        expect(staff.status).toBe(200);
        expect(staff.body.results.map((r) => r.uuid)).toEqual((await expected(column, descending)).slice(20, 170));
        const own = await call<Installation[]>(
          suite.server,
          'GET',
          `/api/installations/?ordering=${ordering}&no_page=true`,
          {
            token: tokens['user@example.com'],
          },
        );
        expect(own.status).toBe(200);
        const riverside = await expected(column, descending, suite.ids['Riverside Water Works']);
        expect(own.body.map((r) => r.uuid)).toEqual(riverside);
      });
});
