import { eq, inArray } from 'drizzle-orm';
import { AFM_METER_TYPE, LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import { createRandom } from '../simulate/createRandom.ts';
import { deriveAlerts } from '../simulate/deriveAlerts.ts';
import { planDemoFleet, type FleetCompany } from '../simulate/planDemoFleet.ts';
import { simulateReadouts } from '../simulate/simulateReadouts.ts';
import type { Db } from '../db/createDatabase.ts';
import { deviceProfiles, installations, meterGroupInstallations, meterGroups } from '../db/deviceSchema.ts';
import { companies } from '../db/schema.ts';

export interface SeedDevicesOptions {
  /** days of 15-minute readout history (default: SEED_READOUT_DAYS, else 2 under tests and 92 otherwise) */
  readoutDays?: number;
  /** the newest reading (default now) */
  end?: Date;
  seed?: number;
}

export interface SeedDevicesResult {
  installations: number;
  readouts: number;
  alerts: number;
  readoutsPerSecond: number;
}

const DEMO_SEED = 20_250_401;

function defaultReadoutDays(): number {
  const configured = Number(process.env.SEED_READOUT_DAYS);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return process.env.NODE_ENV === 'test' ? 2 : 92;
}

/** The demo companies' meters, groups and device profiles, with simulated readouts and their alerts. */
export async function seedDevices(db: Db, options: SeedDevicesOptions = {}): Promise<SeedDevicesResult> {
  const random = createRandom(options.seed ?? DEMO_SEED);
  const named = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, ['Aqua Distribution', 'Riverside Water Works', 'Hillcrest Utilities']));
  const idOf = (name: string) => named.find((c) => c.name === name)?.id;
  const fleet: FleetCompany[] = [
    { id: idOf('Aqua Distribution'), meters: 60, lat: 48.2082, lng: 16.3738, afmShare: 0.5 },
    { id: idOf('Riverside Water Works'), meters: 140, lat: 48.3069, lng: 14.2858, afmShare: 0.2 },
    { id: idOf('Hillcrest Utilities'), meters: 100, lat: 47.0707, lng: 15.4395, afmShare: 0.3 },
  ].filter((c): c is FleetCompany => c.id !== undefined);

  await db.insert(deviceProfiles).values([
    {
      uuid: random.uuid(),
      name: 'LoRa household, 15 minutes',
      meterType: LORA_METER_TYPE,
      description: 'Residential meters sending every quarter hour.',
      settings: { transmission_interval_minutes: 15, spreading_factor: 'adaptive', backflow_alarm: true },
    },
    {
      uuid: random.uuid(),
      name: 'LoRa daily summary',
      meterType: LORA_METER_TYPE,
      description: 'One message a day with the hourly profile.',
      settings: { transmission_interval_minutes: 1440, spreading_factor: 'adaptive', backflow_alarm: true },
    },
    {
      uuid: random.uuid(),
      name: 'AFM open channel',
      meterType: AFM_METER_TYPE,
      description: 'Area-velocity flow measurement in open channels.',
      settings: { measuring_interval_seconds: 60, level_sensor: 'ultrasonic', velocity_sensor: 'radar' },
    },
    ...(idOf('Riverside Water Works')
      ? [
          {
            uuid: random.uuid(),
            name: 'Riverside district meters',
            meterType: LORA_METER_TYPE,
            description: 'District metering areas of Riverside.',
            settings: { transmission_interval_minutes: 15, leak_alarm_hours: 24 },
            companyId: idOf('Riverside Water Works'),
          },
        ]
      : []),
  ]);
  const rows = await db
    .insert(installations)
    .values(planDemoFleet(random, fleet))
    .returning({ id: installations.id, companyId: installations.companyId, meterType: installations.meterType });

  const groupsOf: Array<[string, string, string]> = [
    ['Aqua Distribution', 'Pilot meters', 'Meters of the pilot with new firmware.'],
    ['Riverside Water Works', 'North district', 'District metering area north of the river.'],
    ['Riverside Water Works', 'South district', 'District metering area south of the river.'],
    ['Riverside Water Works', 'Large consumers', ''],
    ['Hillcrest Utilities', 'Town centre', ''],
    ['Hillcrest Utilities', 'Industrial park', 'Flow meters of the industrial park.'],
  ];
  for (const [companyName, name, description] of groupsOf) {
    const companyId = idOf(companyName);
    if (companyId === undefined) continue;
    const [group] = await db
      .insert(meterGroups)
      .values({ uuid: random.uuid(), name, description, companyId })
      .returning();
    const members = rows.filter((row) => row.companyId === companyId && random.chance(0.3));
    if (members.length > 0)
      await db
        .insert(meterGroupInstallations)
        .values(members.map((m) => ({ groupId: group.id, installationId: m.id })));
  }

  const simulation = await simulateReadouts(
    db,
    rows.map((row) => ({ id: row.id, lora: row.meterType === LORA_METER_TYPE })),
    { days: options.readoutDays ?? defaultReadoutDays(), end: options.end, seed: random.int(1, 2 ** 31) },
  );
  const alertCount = await deriveAlerts(
    db,
    rows.map((row) => row.id),
    simulation.start,
    simulation.end,
  );
  const profile = await db
    .select({ id: deviceProfiles.id })
    .from(deviceProfiles)
    .where(eq(deviceProfiles.meterType, LORA_METER_TYPE))
    .limit(1);
  if (profile[0])
    await db
      .update(installations)
      .set({ deviceProfileId: profile[0].id })
      .where(eq(installations.meterType, LORA_METER_TYPE));
  return {
    installations: rows.length,
    readouts: simulation.readouts,
    alerts: alertCount,
    readoutsPerSecond: Math.round(simulation.readouts / (simulation.milliseconds / 1000)),
  };
}
