import { eq } from 'drizzle-orm';
import {
  alerts,
  installations,
  meterGroupInstallations,
  meterGroups,
  readouts,
} from '../../../server/db/deviceSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import type { TestServer } from '../../support/startTestServer.ts';

type ReadoutValues = Partial<Omit<typeof readouts.$inferInsert, 'installationId' | 'ts'>>;

/**
 * A handful of readouts with known values, written straight into the tables (not by the simulator), far
 * from the demo data's dates. Meter A's readings (UTC):
 *   2023-11-30 12:00  total 90.0   flow 0.5
 *   2024-01-15 09:50  total 100.0  flow 1.0
 *   2024-01-15 10:00  total 100.5  flow 2.0   level 0.10  velocity 0.5  status 0  temp 10  volt 3.60  b1 90 b2 80  life 1000 sf 7  rssi -100
 *   2024-01-15 10:05  total 101.0  flow 4.0   level 0.20  velocity 1.0  status 1  temp 12  volt 3.55  b1 89 b2 79  life 999  sf 8  rssi -104
 *   2024-01-15 10:20  total 102.0  flow 6.0   level 0.30  velocity 1.5  status 2  temp 14  volt 3.58  b1 88 b2 78  life 998  sf 9  rssi -98
 *   2024-01-15 11:10  total 101.5  flow -2.0  level -     velocity -0.4 status 4  temp 8   volt 3.50  b1 87 b2 -   life 997  sf -  rssi -110
 *   2024-01-15 23:30  total 105.0  flow 3.0
 *   2024-01-16 00:30  total 110.0  flow 1.0
 * Meter B (same company): 2024-01-15 10:10 total 50.0 flow 1.0; 10:40 total 52.0 flow 3.0.
 */
export const A_READOUTS: Array<[string, ReadoutValues]> = [
  ['2023-11-30T12:00:00Z', { totalVolume: 90, flow: 0.5 }],
  ['2024-01-15T09:50:00Z', { totalVolume: 100, flow: 1 }],
  [
    '2024-01-15T10:00:00Z',
    {
      totalVolume: 100.5,
      flow: 2,
      level1: 0.1,
      meanVelocity: 0.5,
      sensorStatus: 0,
      temperature: 10,
      batteryVoltage: 3.6,
      battery1Status: 90,
      battery2Status: 80,
      batteryLifetime: 1000,
      signalStrength: -100,
      spreadingFactor: 7,
    },
  ],
  [
    '2024-01-15T10:05:00Z',
    {
      totalVolume: 101,
      flow: 4,
      level1: 0.2,
      meanVelocity: 1,
      sensorStatus: 1,
      temperature: 12,
      batteryVoltage: 3.55,
      battery1Status: 89,
      battery2Status: 79,
      batteryLifetime: 999,
      signalStrength: -104,
      spreadingFactor: 8,
    },
  ],
  [
    '2024-01-15T10:20:00Z',
    {
      totalVolume: 102,
      flow: 6,
      level1: 0.3,
      meanVelocity: 1.5,
      sensorStatus: 2,
      temperature: 14,
      batteryVoltage: 3.58,
      battery1Status: 88,
      battery2Status: 78,
      batteryLifetime: 998,
      signalStrength: -98,
      spreadingFactor: 9,
    },
  ],
  [
    '2024-01-15T11:10:00Z',
    {
      totalVolume: 101.5,
      flow: -2,
      meanVelocity: -0.4,
      sensorStatus: 4,
      temperature: 8,
      batteryVoltage: 3.5,
      battery1Status: 87,
      batteryLifetime: 997,
      signalStrength: -110,
    },
  ],
  ['2024-01-15T23:30:00Z', { totalVolume: 105, flow: 3 }],
  ['2024-01-16T00:30:00Z', { totalVolume: 110, flow: 1 }],
];

const B_READOUTS: Array<[string, ReadoutValues]> = [
  ['2024-01-15T10:10:00Z', { totalVolume: 50, flow: 1 }],
  ['2024-01-15T10:40:00Z', { totalVolume: 52, flow: 3 }],
];

export interface ReportFixture {
  meterA: string;
  meterB: string;
  /** a meter of Hillcrest Utilities, which user@example.com may not see */
  foreignMeter: string;
  group: string;
  foreignGroup: string;
  companyId: number;
}

async function companyId(server: TestServer, name: string): Promise<number> {
  const [row] = await server.built.ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row.id;
}

export async function insertReportFixture(server: TestServer): Promise<ReportFixture> {
  const { db } = server.built.ctx;
  const riverside = await companyId(server, 'Riverside Water Works');
  const hillcrest = await companyId(server, 'Hillcrest Utilities');
  const meter = async (serialNumber: string, company: number, rows: Array<[string, ReadoutValues]>) => {
    const [row] = await db
      .insert(installations)
      .values({ serialNumber, meterType: 'afm', companyId: company })
      .returning({ id: installations.id, uuid: installations.uuid });
    if (rows.length > 0)
      await db
        .insert(readouts)
        .values(rows.map(([ts, values]) => ({ installationId: row.id, ts: new Date(ts), ...values })));
    return row;
  };
  const a = await meter('RPT-A-0001', riverside, A_READOUTS);
  const b = await meter('RPT-B-0001', riverside, B_READOUTS);
  const foreign = await meter('RPT-C-0001', hillcrest, A_READOUTS);
  await db.insert(alerts).values([
    {
      installationId: a.id,
      state: 'backflow',
      startedAt: new Date('2024-01-15T11:10:00Z'),
      endedAt: new Date('2024-01-15T11:25:00Z'),
    },
    {
      installationId: a.id,
      state: 'no_usage',
      startedAt: new Date('2024-01-10T00:00:00Z'),
      endedAt: new Date('2024-01-11T00:00:00Z'),
    },
    { installationId: a.id, state: 'battery_low', startedAt: new Date('2024-01-15T11:30:00Z'), endedAt: null },
  ]);
  const group = async (name: string, company: number, members: number[]) => {
    const [row] = await db.insert(meterGroups).values({ name, companyId: company }).returning();
    await db.insert(meterGroupInstallations).values(members.map((id) => ({ groupId: row.id, installationId: id })));
    return row.uuid;
  };
  return {
    meterA: a.uuid,
    meterB: b.uuid,
    foreignMeter: foreign.uuid,
    group: await group('Report fixture group', riverside, [a.id, b.id]),
    foreignGroup: await group('Report fixture foreign group', hillcrest, [foreign.id]),
    companyId: riverside,
  };
}
