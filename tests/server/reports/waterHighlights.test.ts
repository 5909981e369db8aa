import { describe, expect, it } from 'vitest';
import type { WaterHighlights } from '../../../src/core/contract/waterBalance.ts';
import { companyScopeOf } from '../../../server/data/companyScope.ts';
import type { Caller } from '../../../server/auth/Caller.ts';
import { runWaterHighlights } from '../../../server/modules/reports/runWaterHighlights.ts';
import { filledBeforeAll, serverSuite } from '../support/serverSuite.ts';
import { insertBalanceFixture } from './balanceFixture.ts';

const suite = serverSuite({ signIn: ['user@example.com'] });
const fixture = filledBeforeAll(() =>
  insertBalanceFixture(suite.server, suite.ids['Riverside Water Works'], suite.ids['Hillcrest Utilities']),
);

describe('dashboard/water/', () => {
  it('answers the caller’s companies’ highlights of this month', async () => {
    void fixture;
    const reply = await suite.as<WaterHighlights>('user@example.com', 'GET', '/api/dashboard/water/');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.groups.map((g) => g.name)).toEqual(['Balance district']);
    expect(reply.body.meters.every((m) => !m.serial_number.startsWith('BAL-FOREIGN'))).toBe(true);
  });

  it('ranks the groups with inlets by the month’s loss and the meters by last night’s flow', async () => {
    const scope = companyScopeOf({ companyIds: [suite.ids['Riverside Water Works']] } as unknown as Caller);
    const march = await runWaterHighlights(suite.server.built.ctx.db, scope, new Date('2024-03-02T12:00:00Z'));
    expect(march.month).toBe('2024-03-01T00:00:00.000Z');
    expect(march.groups).toEqual([
      expect.objectContaining({ uuid: fixture.group, name: 'Balance district', loss_m3: expect.any(Number) as number }),
    ]);
    // the night of 2 March has no readings; the meters of 1 March's night are last seen that night
    expect(march.meters).toEqual([]);
  });
});
