import { count } from 'drizzle-orm';
import { DEFAULT_MEX_TABLET_QUOTA } from '../../src/core/domain/constants.ts';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../../src/core/domain/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/createDatabase.ts';
import { seedDevices, type SeedDevicesOptions } from './seedDevices.ts';
import { seedMeasuringPoints } from './seedMeasuringPoints.ts';
import { seedKeys, type SeedKeysOptions } from './seedKeys.ts';
import { seedEmbedKeys } from './seedEmbedKeys.ts';
import { seedTours } from './seedTours.ts';
import { authGroups, companies, companyProfiles, plans, subscriptions, users } from '../db/schema.ts';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'staff@example.com', role: 'staff', description: 'staff (provider employee)' },
  { email: 'admin@example.com', role: 'company_admin', description: 'company admin of the distributor Aqua Distribution' },
  { email: 'user@example.com', role: 'basic', description: 'basic user of the customer Riverside Water Works' },
  { email: 'new@example.com', role: 'basic', description: 'invited basic user, not yet activated' },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n === 0;
}

/**
 * Demo data: the provider's staff organisation, a distributor with two customer companies, plans and
 * subscriptions, and one user of each role (password demo1234).
 */
export async function seedDemo(db: Db, options: SeedDevicesOptions & SeedKeysOptions = {}): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(authGroups).values([{ name: 'Staff' }, { name: 'Company Admin' }, { name: 'Basic' }, { name: 'Technician' }]);
    const planRows = await tx
      .insert(plans)
      .values([
        { name: 'Core', service: 'core', spec: {} },
        { name: 'Sonico', service: 'sonico', spec: {} },
        { name: 'MEX default', service: 'mex', spec: { tablet_quota: DEFAULT_MEX_TABLET_QUOTA } },
        { name: 'Key handling', service: 'core', spec: { stock: 10 } },
        { name: 'Sample collector', service: 'mex', spec: { stock: 2 } },
      ])
      .returning();
    const plan = (name: string) => planRows.find((p) => p.name === name)!;

    const [provider] = await tx
      .insert(companies)
      .values({ name: 'Meter Portal Operations', customerAccount: 'P-0001', isActive: true, isProvider: true, services: ['core', 'sonico', 'mex'], city: 'Zurich', country: 'CH', zip: '8005', address: 'Hardturmstrasse 1', area: 'Headquarters' })
      .returning();
    const [distributor] = await tx
      .insert(companies)
      .values({ name: 'Aqua Distribution', customerAccount: 'D-1001', isActive: true, isDistributor: true, services: ['core', 'sonico', 'mex'], mailingList: ['alerts@aqua.example.com', 'ops@aqua.example.com'], city: 'Vienna', country: 'AT', zip: '1010', address: 'Ringstrasse 12', area: 'Austria East', salesRepresentative: 'Anna Berger' })
      .returning();
    const customers = await tx
      .insert(companies)
      .values([
        { name: 'Riverside Water Works', customerAccount: 'C-2001', isActive: true, distributorId: distributor.id, services: ['core', 'mex'], city: 'Linz', country: 'AT', zip: '4020', address: 'Donaulände 3', area: 'Upper Austria', mailingList: ['meters@riverside.example.com'] },
        { name: 'Hillcrest Utilities', customerAccount: 'C-2002', isActive: true, distributorId: distributor.id, services: ['core'], city: 'Graz', country: 'AT', zip: '8010', address: 'Schlossberg 7', area: 'Styria' },
      ])
      .returning();
    await tx.insert(subscriptions).values([
      { companyId: distributor.id, planId: plan('MEX default').id, spec: { tablet_quota: DEFAULT_MEX_TABLET_QUOTA } },
      { companyId: distributor.id, planId: plan('Key handling').id, spec: { stock: 10 } },
      { companyId: distributor.id, planId: plan('Sonico').id, spec: {} },
      { companyId: customers[0].id, planId: plan('MEX default').id, spec: { tablet_quota: DEFAULT_MEX_TABLET_QUOTA } },
      { companyId: customers[0].id, planId: plan('Sample collector').id, spec: { stock: 2 } },
    ]);

    const person = (email: string, name: string, role: Role, extra: Partial<typeof users.$inferInsert> = {}) => ({
      email, name, role, isStaff: role === 'staff', isActive: true, passwordHash: hash, groups: [groupOf(role)], ...extra,
    });
    const [staff, admin, basic, invited] = await tx
      .insert(users)
      .values([
        person('staff@example.com', 'Sam Staff', 'staff', { sonicoProfile: '04' }),
        person('admin@example.com', 'Alex Admin', 'company_admin', { sonicoProfile: '02' }),
        person('user@example.com', 'Uma User', 'basic', { sonicoProfile: '01' }),
        person('new@example.com', 'Nico New', 'basic', { isActive: false, passwordHash: '' }),
      ])
      .returning();
    const profile = (userId: string, companyId: number, role: Role, isDefault = true) => ({
      userId, companyId, isDefault, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    });
    await tx.insert(companyProfiles).values([
      profile(staff.id, provider.id, 'staff'),
      profile(admin.id, distributor.id, 'company_admin'),
      profile(admin.id, customers[0].id, 'company_admin', false),
      profile(basic.id, customers[0].id, 'basic'),
      profile(invited.id, customers[1].id, 'basic'),
    ]);
  });
  await seedDevices(db, options);
  await seedMeasuringPoints(db);
  await seedKeys(db, options);
  await seedTours(db);
  await seedEmbedKeys(db);
}

function groupOf(role: Role): string {
  return role === 'staff' ? 'Staff' : role === 'company_admin' ? 'Company Admin' : 'Basic';
}
