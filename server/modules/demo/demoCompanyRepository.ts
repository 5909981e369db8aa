import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_MEX_TABLET_QUOTA } from '../../../src/core/domain/constants.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, meterGroupInstallations, meterGroups, readouts } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { companies, plans, subscriptions } from '../../db/schema.ts';
import { createRandom } from '../../simulate/createRandom.ts';
import { deriveAlerts } from '../../simulate/deriveAlerts.ts';
import { planDemoFleet } from '../../simulate/planDemoFleet.ts';
import { simulateReadouts } from '../../simulate/simulateReadouts.ts';
import { addDemoTour } from '../tours/addDemoTour.ts';
import { callersChanged } from '../../auth/callerCache.ts';

const DEMO_DAYS = 2;
/** Zurich: the demo company's supply area */
const CENTRE = { lat: 47.3769, lng: 8.5417 };

export interface DemoCompanyReport {
  company: number;
  meters: number;
  measuring_points: number;
  groups: number;
  [key: string]: unknown;
}

/**
 * Creates a demo company (staff only, so unscoped), active once complete, with `meters` simulated meters and their
 * readouts, a measuring point for each placed meter, a device group and, with MEX, the MEX service,
 * its default subscription, a tablet and a tour of its meters assigned to it. Serial numbers start with 8 and carry the company id, so they never meet
 * the seeded or imported ones.
 */
export async function createDemoCompany(
  db: Db,
  input: { name: string; meters: number; mex: boolean; userId: string; customerAccount: string },
  progress: (done: number, total: number) => Promise<void>,
): Promise<DemoCompanyReport> {
  const random = createRandom(randomInt(1, 2 ** 31 - 1));
  await removeDemoCompany(db, input.customerAccount);
  const [company] = await db
    .insert(companies)
    .values({
      name: input.name,
      customerAccount: input.customerAccount,
      // active once complete: a run cut short never leaves a working company with half its fleet
      isActive: false,
      services: input.mex ? ['core', 'mex'] : ['core'],
      city: 'Zurich',
      country: 'CH',
      area: 'Demo',
    })
    .returning();
  if (input.mex) {
    const [mex] = await db.select().from(plans).where(eq(plans.service, 'mex')).limit(1);
    if (mex)
      await db
        .insert(subscriptions)
        .values({ companyId: company.id, planId: mex.id, spec: { tablet_quota: DEFAULT_MEX_TABLET_QUOTA } });
  }
  callersChanged();
  await progress(1, 4);
  const planned = planDemoFleet(random, [{ id: company.id, meters: input.meters, ...CENTRE, afmShare: 0.2 }]).map(
    (meter, n) => ({
      ...meter,
      serialNumber: `8${String(company.id).padStart(5, '0')}${String(n + 1).padStart(4, '0')}`,
    }),
  );
  const rows = await db.insert(installations).values(planned).returning({
    id: installations.id,
    meterType: installations.meterType,
    lat: installations.latitude,
    lng: installations.longitude,
  });
  await progress(2, 4);

  const placed = rows.filter((r) => r.lat !== null && r.lng !== null);
  let points = 0;
  for (const [n, meter] of placed.entries()) {
    const [point] = await db
      .insert(measuringPoints)
      .values({
        companyId: company.id,
        name: `${input.name} ${n + 1}`,
        measuringPointId: `MP-${company.customerAccount}-${String(n + 1).padStart(5, '0')}`,
        latitude: meter.lat!,
        longitude: meter.lng!,
      })
      .returning({ id: measuringPoints.id });
    await db.update(installations).set({ measuringPointId: point.id }).where(eq(installations.id, meter.id));
    points += 1;
  }
  const [group] = await db
    .insert(meterGroups)
    .values({
      uuid: random.uuid(),
      name: 'Demo meters',
      description: 'Meters of the demo company.',
      companyId: company.id,
    })
    .returning();
  if (rows.length > 0)
    await db.insert(meterGroupInstallations).values(rows.map((r) => ({ groupId: group.id, installationId: r.id })));
  await progress(3, 4);

  const simulation = await simulateReadouts(
    db,
    rows.map((r) => ({ id: r.id, lora: r.meterType === LORA_METER_TYPE })),
    { days: DEMO_DAYS, seed: random.int(1, 2 ** 31) },
  );
  await deriveAlerts(
    db,
    rows.map((r) => r.id),
    simulation.start,
    simulation.end,
  );
  const field = input.mex ? await addDemoTour(db, company.id, input.userId) : { tablets: 0, tours: 0 };
  await db.update(companies).set({ isActive: true }).where(eq(companies.id, company.id));
  callersChanged();
  return { company: company.id, meters: rows.length, measuring_points: points, groups: 1, ...field };
}

/**
 * Removes what an earlier, interrupted creation under this customer account made, so a repeated run starts
 * over cleanly, or a task failed as interrupted leaves nothing. Readouts have no foreign key to their meter; everything else goes with the company.
 */
export async function removeDemoCompany(db: Db, customerAccount: string): Promise<void> {
  const [earlier] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.customerAccount, customerAccount));
  if (!earlier) return;
  await db.transaction(async (tx) => {
    await tx
      .delete(readouts)
      .where(
        inArray(
          readouts.installationId,
          tx.select({ id: installations.id }).from(installations).where(eq(installations.companyId, earlier.id)),
        ),
      );
    await tx.delete(companies).where(eq(companies.id, earlier.id));
  });
  callersChanged();
}
