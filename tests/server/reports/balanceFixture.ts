import {
  installations,
  meterGroupInlets,
  meterGroupInstallations,
  meterGroups,
  readouts,
} from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';

/**
 * A district with known volumes (UTC), written straight into the tables far from the demo data's dates.
 * Inlet INLET (also a member, so left out of the members' sum) and members M1, M2, M3:
 *   reading at         INLET   M1      M2     M3
 *   2024-02-29 18:00   1000    500     200    10
 *   2024-03-01 01:00   1010    500.2   -      -     (night readings: 02:00–04:00 in Europe/Berlin)
 *   2024-03-01 02:00   -       500.4   -      -
 *   2024-03-01 03:00   1013    501.2   -      -
 *   2024-03-01 18:00   1100    550     230    22    → day 1: inlet 100, members 50+30+12 = 92, loss 8 (8 %)
 *   2024-03-02 18:00   1150    570     250    -     → day 2: M3 silent: inlet 50, members 40, coverage 2/3
 *   2024-03-03 18:00   1210    595     275    42    → day 3: M3's 20 m³ span two days: left out, coverage 2/3
 * March as a month: inlet 210, members 95 + 75 + 32 = 202 (M3's register covers the month), loss 8.
 */
const TABLE: Array<[string, Array<number | null>]> = [
  ['2024-02-29T18:00:00Z', [1000, 500, 200, 10]],
  ['2024-03-01T01:00:00Z', [1010, 500.2, null, null]],
  ['2024-03-01T02:00:00Z', [null, 500.4, null, null]],
  ['2024-03-01T03:00:00Z', [1013, 501.2, null, null]],
  ['2024-03-01T18:00:00Z', [1100, 550, 230, 22]],
  ['2024-03-02T18:00:00Z', [1150, 570, 250, null]],
  ['2024-03-03T18:00:00Z', [1210, 595, 275, 42]],
];

export interface BalanceFixture {
  group: string;
  foreignGroup: string;
  inlet: string;
  m1: string;
  foreignMeter: string;
}

/** The district above in `company`, and a group of one meter in `foreignCompany`. */
export async function insertBalanceFixture(
  server: TestServer,
  company: number,
  foreignCompany: number,
): Promise<BalanceFixture> {
  const { db } = server.built.ctx;
  const meters = [];
  for (const [column, serial] of ['BAL-INLET', 'BAL-M1', 'BAL-M2', 'BAL-M3'].entries()) {
    const [row] = await db
      .insert(installations)
      .values({ serialNumber: serial, meterType: 'afm', companyId: company })
      .returning({ id: installations.id, uuid: installations.uuid });
    const values = TABLE.filter(([, volumes]) => volumes[column] !== null).map(([ts, volumes]) => ({
      installationId: row.id,
      ts: new Date(ts),
      totalVolume: volumes[column],
    }));
    await db.insert(readouts).values(values);
    meters.push(row);
  }
  const [group] = await db.insert(meterGroups).values({ name: 'Balance district', companyId: company }).returning();
  await db.insert(meterGroupInstallations).values(meters.map((m) => ({ groupId: group.id, installationId: m.id })));
  await db.insert(meterGroupInlets).values({ groupId: group.id, installationId: meters[0].id });

  const [foreign] = await db
    .insert(installations)
    .values({ serialNumber: 'BAL-FOREIGN', meterType: 'afm', companyId: foreignCompany })
    .returning({ id: installations.id, uuid: installations.uuid });
  const [foreignGroup] = await db
    .insert(meterGroups)
    .values({ name: 'Foreign balance district', companyId: foreignCompany })
    .returning();
  await db.insert(meterGroupInlets).values({ groupId: foreignGroup.id, installationId: foreign.id });
  return {
    group: group.uuid,
    foreignGroup: foreignGroup.uuid,
    inlet: meters[0].uuid,
    m1: meters[1].uuid,
    foreignMeter: foreign.uuid,
  };
}
