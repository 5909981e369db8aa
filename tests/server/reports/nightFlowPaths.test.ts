import { describe, expect, it } from 'vitest';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { ensureReadoutPartitions } from '../../../server/db/ensureReadoutPartitions.ts';
import { rowsOf } from '../../../server/db/rowsOf.ts';
import { nightFlowInOnePass } from '../../../server/modules/reports/nightFlowPlan.ts';
import { meterNightsSql, nightFlowSql } from '../../../server/modules/reports/nightFlowSql.ts';
import { filledBeforeAll, serverSuite } from '../support/serverSuite.ts';

// The night flow (a group's, and each meter's) read in one pass over the readings (sparse readings) and one index range per night
// (dense ones) answer the same, across both changes of daylight saving time, on the windows' bounds and
// for a window past midnight; and the plan picks the pass by how densely the meters read.
const suite = serverSuite();

const Q = 15 * 60_000;
const RANGES = [
  { after: new Date('2024-03-28T00:00:00Z'), before: new Date('2024-04-03T00:00:00Z') },
  { after: new Date('2024-10-24T00:00:00Z'), before: new Date('2024-10-30T00:00:00Z') },
];

/** Readings every `every` ms over both ranges with a day's margin, rising by a meter's own pace. */
function readingsOf(id: number, every: number, pace: number) {
  const out = [];
  for (const { after, before } of RANGES)
    for (let t = after.getTime() - 86_400_000; t < before.getTime() + 86_400_000; t += every)
      out.push({ installationId: id, ts: new Date(t), totalVolume: (t / 3_600_000) * pace + (t % 7) / 10 });
  return out;
}

const fixture = filledBeforeAll(async () => {
  const { db } = suite.server.built.ctx;
  const made = await db
    .insert(installations)
    .values(
      ['dense-inlet', 'dense', 'sparse-inlet', 'sparse'].map((name) => ({
        serialNumber: `NIGHT-PATH-${name}`,
        meterType: 'afm',
        companyId: suite.ids['Riverside Water Works'],
      })),
    )
    .returning({ id: installations.id });
  const [denseInlet, dense, sparseInlet, sparse] = made.map((row) => row.id);
  await ensureReadoutPartitions(db, new Date('2024-03-01T00:00:00Z'), new Date('2024-11-30T00:00:00Z'));
  // dense: every quarter hour, on each window's bounds; sparse: 01:00, 02:00 and 04:00 UTC each day, and one
  // a day at 02:30 UTC (inside the Berlin windows on the night of each change)
  await db.insert(readouts).values([...readingsOf(denseInlet, Q, 3), ...readingsOf(dense, Q, 0.5)]);
  const sparseTimes = [1, 2, 2.5, 4].map((h) => h * 3_600_000);
  for (const [id, pace] of [
    [sparseInlet, 2],
    [sparse, 0.25],
  ])
    await db
      .insert(readouts)
      .values(readingsOf(id, Q, pace).filter(({ ts }) => sparseTimes.includes(ts.getTime() % 86_400_000)));
  return {
    dense: [
      { id: denseInlet, inlet: true },
      { id: dense, inlet: false },
    ],
    sparse: [
      { id: sparseInlet, inlet: true },
      { id: sparse, inlet: false },
    ],
  };
});

const WINDOWS = [
  { startMinutes: 120, endMinutes: 240 },
  { startMinutes: 23 * 60, endMinutes: 180 },
  { startMinutes: 150, endMinutes: 165 },
];

describe('night flow read in one pass or night by night', () => {
  it('answers the same for every window, zone and change of daylight saving time', async () => {
    const { db } = suite.server.built.ctx;
    const run = async (
      meters: { id: number; inlet: boolean }[],
      request: Parameters<typeof nightFlowSql>[1],
      window: (typeof WINDOWS)[number],
      onePass: boolean,
    ) =>
      rowsOf<Record<string, number | string | null>>(
        await db.execute(nightFlowSql(meters, request, window, onePass)),
      ).map((row) =>
        Object.values(row).map((value) => (value === null ? null : Math.round(Number(value) * 1e9) / 1e9)),
      );
    let nights = 0;
    for (const meters of [fixture.dense, fixture.sparse])
      for (const range of RANGES)
        for (const tz of ['Europe/Berlin', 'UTC', 'America/New_York'])
          for (const window of WINDOWS) {
            const request = { granularity: 'day' as const, ...range, tz };
            const byNight = await run(meters, request, window, false);
            expect(await run(meters, request, window, true)).toEqual(byNight);
            const ids = meters.map((m) => m.id);
            const perMeter = (onePass: boolean) => db.execute(meterNightsSql(ids, request, window, onePass));
            expect(rowsOf(await perMeter(true))).toEqual(rowsOf(await perMeter(false)));
            nights += byNight.filter((row) => row[3] !== 0).length;
          }
    // most nights have a flow: the comparison is not between empty answers
    expect(nights).toBeGreaterThan(100);
  });

  it('reads sparse meters in one pass and dense ones night by night', async () => {
    const { db } = suite.server.built.ctx;
    const request = { granularity: 'day' as const, ...RANGES[0], tz: 'UTC' };
    const ids = (meters: { id: number }[]) => meters.map((m) => m.id);
    const window = WINDOWS[0];
    expect(await nightFlowInOnePass(db, ids(fixture.sparse), request, window)).toBe(true);
    expect(await nightFlowInOnePass(db, ids(fixture.dense), request, window)).toBe(false);
    expect(await nightFlowInOnePass(db, [], request, window)).toBe(false);
  });
});
