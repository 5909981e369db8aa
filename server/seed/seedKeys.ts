import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { LORAWAN_MODULE_TYPE } from '../../src/core/domain/keyHandling.ts';
import { inMemoryKeyVault, type KeyVault } from '../vault/keyVault.ts';
import type { Db } from '../db/createDatabase.ts';
import { installations, meterGroupInstallations } from '../db/deviceSchema.ts';
import { commModuleKeys, orders, transferKeys, transfers } from '../db/keySchema.ts';
import { companies, users } from '../db/schema.ts';

export interface SeedKeysOptions {
  /** the server's vault; the in-memory one when seeding a test template */
  keyVault?: KeyVault;
}

const MODULES_PER_ORDER = 40;
const TRANSFERRED_MODULES = 5;

/** Fresh random key material: demo keys are secrets like any other and are sealed as such. */
function materialFor(moduleType: string) {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
  return moduleType === LORAWAN_MODULE_TYPE
    ? { aes_key: null, join_eui: hex(8), app_key: hex(16) }
    : { aes_key: hex(16), join_eui: null, app_key: null };
}

/**
 * Demo delivery orders for each demo company with their modules' keys (one per installation with a
 * module), and one transfer of a few modules from the distributor to its first customer.
 */
export async function seedKeys(db: Db, options: SeedKeysOptions = {}): Promise<void> {
  const vault = options.keyVault ?? inMemoryKeyVault();
  const demoCompanies = await db
    .select()
    .from(companies)
    .where(inArray(companies.name, ['Aqua Distribution', 'Riverside Water Works', 'Hillcrest Utilities']))
    .orderBy(asc(companies.id));
  const [distributor] = demoCompanies;
  await db.transaction(async (tx) => {
    for (const company of demoCompanies) {
      const modules = await tx
        .select()
        .from(installations)
        .where(and(eq(installations.companyId, company.id), isNotNull(installations.commModUuid)))
        .orderBy(asc(installations.id));
      for (let start = 0, n = 1; start < modules.length; start += MODULES_PER_ORDER, n += 1) {
        const number = `${company.customerAccount} SO-2025${String(n * 17 + company.id).padStart(4, '0')}`;
        await tx.insert(orders).values({
          deliveryOrderNumber: number,
          companyId: company.id,
          clientOrderNumber: `PO-${company.customerAccount.replace(/\W/g, '')}-${100 + n}`,
          deliveryNoteNumber: `DN-${2025_0000 + n * 31 + company.id}`,
          salesRepresentative: distributor.salesRepresentative || 'Anna Berger',
          orderDate: new Date(Date.UTC(2025, (n * 2 + company.id) % 12, 3 + n)),
        });
        const batch = modules.slice(start, start + MODULES_PER_ORDER);
        await tx.insert(commModuleKeys).values(
          batch.map((m) => ({
            commModUuid: m.commModUuid!,
            moduleSerial: m.commModuleSerial ?? m.serialNumber,
            moduleType: m.commModuleType ?? 'rcm-gsm',
            meterSerial: m.serialNumber,
            orderNumber: number,
            companyId: company.id,
            isDeleted: m.keyIsDeleted,
            deletedAt: m.keyIsDeleted ? new Date() : null,
            ...vault.seal(m.commModUuid!, materialFor(m.commModuleType ?? 'rcm-gsm')),
          })),
        );
      }
    }
    await seedTransfer(tx, demoCompanies);
  });
}

/** Moves a few of the distributor's free modules (no group, no measuring point) to its first customer. */
async function seedTransfer(db: Db, demoCompanies: Array<typeof companies.$inferSelect>) {
  const distributor = demoCompanies.find((c) => c.isDistributor);
  const customer = demoCompanies.find((c) => c.distributorId === distributor?.id);
  if (!distributor || !customer) return;
  const free = await db
    .select({ id: installations.id, commModUuid: installations.commModUuid })
    .from(installations)
    .where(
      and(
        eq(installations.companyId, distributor.id),
        isNotNull(installations.commModUuid),
        isNull(installations.measuringPointId),
        eq(installations.keyIsDeleted, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(meterGroupInstallations)
            .where(eq(meterGroupInstallations.installationId, installations.id)),
        ),
      ),
    )
    .orderBy(asc(installations.id))
    .limit(TRANSFERRED_MODULES);
  if (free.length === 0) return;
  const ids = free.map((f) => f.commModUuid!);
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com')).limit(1);
  const [transfer] = await db
    .insert(transfers)
    .values({
      fromCompanyId: distributor.id,
      toCompanyId: customer.id,
      userId: admin?.id ?? null,
      userEmail: admin?.email ?? 'admin@example.com',
      keyCount: ids.length,
    })
    .returning();
  await db.insert(transferKeys).values(ids.map((commModUuid) => ({ transferId: transfer.id, commModUuid })));
  await db.update(commModuleKeys).set({ companyId: customer.id }).where(inArray(commModuleKeys.commModUuid, ids));
  await db
    .update(installations)
    .set({ companyId: customer.id, deviceProfileId: null })
    .where(inArray(installations.commModUuid, ids));
}
