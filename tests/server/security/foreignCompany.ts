import { DEFAULT_ROLE_PERMISSIONS } from '../../../src/core/domain/roles.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import { DEFAULT_LEAK_RULES } from '../../../src/core/domain/leakRules.ts';
import {
  deviceProfiles,
  installations,
  meterGroupInstallations,
  meterGroups,
  readingEdits,
  tasks,
} from '../../../server/db/deviceSchema.ts';
import { measuringPoints } from '../../../server/db/measuringPointSchema.ts';
import { companyLeakRules } from '../../../server/db/reportSchema.ts';
import { validationFindings } from '../../../server/db/validationSchema.ts';
import { commModuleKeys, keyAccessLog, orders, transferKeys, transfers } from '../../../server/db/keySchema.ts';
import { companies, companyProfiles, plans, subscriptions, users } from '../../../server/db/schema.ts';
import { tablets, tourRegisters, tours } from '../../../server/db/tourSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { embedKeys } from '../../../server/db/embedKeySchema.ts';
import { ingestionKeys } from '../../../server/db/ingestionKeySchema.ts';

/** In every name of the foreign company's rows, so an answer that leaks one is found by its text. */
export const FOREIGN_MARKER = 'MatrixForeign';

/** The foreign company's objects, by the collection a path names them in. */
export interface ForeignCompany {
  companyId: number;
  installationUuid: string;
  installationSerial: string;
  measuringPointId: number;
  meterGroupUuid: string;
  deviceProfileUuid: string;
  userId: string;
  taskId: string;
  embedKeyId: string;
  ingestionKeyId: string;
  keyId: string;
  orderNumber: string;
  transferId: number;
  profileId: number;
  subscriptionId: number;
  tourUuid: string;
  tabletUuid: string;
}

/**
 * A company with no relation to the demo companies (no distributor, no profile of a demo user), and one
 * object of each kind, written straight into the database so no API path decides what gets created.
 */
export async function createForeignCompany(server: TestServer): Promise<ForeignCompany> {
  const { db } = server.built.ctx;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: `${FOREIGN_MARKER} Utility`,
        customerAccount: 'X-9001',
        isActive: true,
        services: ['core', 'mex'],
      })
      .returning();
    const [profile] = await tx
      .insert(deviceProfiles)
      .values({ name: `${FOREIGN_MARKER} profile`, meterType: LORA_METER_TYPE, companyId: company.id })
      .returning();
    const [point] = await tx
      .insert(measuringPoints)
      .values({
        name: `${FOREIGN_MARKER} point`,
        companyId: company.id,
        measuringPointId: `${FOREIGN_MARKER}-MP`,
        latitude: 47.1,
        longitude: 8.1,
      })
      .returning();
    const [installation] = await tx
      .insert(installations)
      .values({
        serialNumber: `${FOREIGN_MARKER}-0001`,
        meterType: LORA_METER_TYPE,
        companyId: company.id,
        deviceProfileId: profile.id,
        measuringPointId: point.id,
        latitude: 47.1,
        longitude: 8.1,
      })
      .returning();
    const [group] = await tx
      .insert(meterGroups)
      .values({ name: `${FOREIGN_MARKER} group`, companyId: company.id })
      .returning();
    await tx.insert(meterGroupInstallations).values({ groupId: group.id, installationId: installation.id });
    await tx.insert(readingEdits).values({
      installationId: installation.id,
      ts: new Date('2024-01-01T00:00:00Z'),
      action: 'reject',
      reason: `${FOREIGN_MARKER} reading edit`,
      originalVolume: 1,
      originalQuality: 'measured',
      newVolume: 1,
      newQuality: 'rejected',
    });
    const [user] = await tx
      .insert(users)
      .values({ email: `${FOREIGN_MARKER.toLowerCase()}@example.org`, name: `${FOREIGN_MARKER} user`, isActive: false })
      .returning();
    const [companyProfile] = await tx
      .insert(companyProfiles)
      .values({
        userId: user.id,
        companyId: company.id,
        isDefault: true,
        permissions: [...DEFAULT_ROLE_PERMISSIONS.company_admin],
      })
      .returning();
    const [plan] = await tx.select().from(plans).limit(1);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ companyId: company.id, planId: plan.id })
      .returning();
    const [task] = await tx
      .insert(tasks)
      .values({ kind: 'lora', title: `${FOREIGN_MARKER} task`, userId: user.id, companyId: company.id })
      .returning();
    await tx.insert(companyLeakRules).values({ companyId: company.id, rules: { ...DEFAULT_LEAK_RULES } });
    const found = new Date('2025-01-01T00:00:00Z');
    await tx
      .insert(validationFindings)
      .values({ installationId: installation.id, rule: 'gap', rangeFrom: found, rangeTo: found });
    const [key] = await tx
      .insert(embedKeys)
      .values({
        companyId: company.id,
        name: `${FOREIGN_MARKER} key`,
        prefix: 'mpk_foreign',
        secretHash: `${FOREIGN_MARKER}-hash`,
        origins: ['https://foreign.example'],
        elements: ['map'],
      })
      .returning();
    const [ingestionKey] = await tx
      .insert(ingestionKeys)
      .values({
        companyId: company.id,
        name: `${FOREIGN_MARKER} gateway`,
        prefix: 'mpi_foreign',
        secretHash: `${FOREIGN_MARKER}-ingestion-hash`,
      })
      .returning();
    const [order] = await tx
      .insert(orders)
      .values({
        deliveryOrderNumber: `X-9001 ${FOREIGN_MARKER}-SO`,
        companyId: company.id,
        clientOrderNumber: FOREIGN_MARKER,
      })
      .returning();
    const keyId = '7e57f0e1-9a1b-4c2d-8e3f-00000000b0b0';
    await tx.insert(commModuleKeys).values({
      commModUuid: keyId,
      moduleSerial: `${FOREIGN_MARKER}-M1`,
      moduleType: 'rcm-gsm',
      meterSerial: installation.serialNumber,
      orderNumber: order.deliveryOrderNumber,
      companyId: company.id,
      ...server.built.ctx.keyVault.seal(keyId, {
        aes_key: '0123456789ABCDEF0123456789ABCDEF',
        join_eui: null,
        app_key: null,
      }),
    });
    const [transfer] = await tx
      .insert(transfers)
      .values({
        fromCompanyId: company.id,
        toCompanyId: company.id,
        userEmail: `${FOREIGN_MARKER}@example.org`,
        keyCount: 1,
      })
      .returning();
    await tx.insert(transferKeys).values({ transferId: transfer.id, commModUuid: keyId });
    await tx.insert(keyAccessLog).values({
      action: 'view',
      userEmail: `${FOREIGN_MARKER}@example.org`,
      companyId: company.id,
      keyIds: [keyId],
      keyCount: 1,
      ipAddress: '192.0.2.1',
      query: {},
    });
    const [tablet] = await tx
      .insert(tablets)
      .values({ companyId: company.id, name: `${FOREIGN_MARKER} tablet`, androidId: `${FOREIGN_MARKER}-android` })
      .returning();
    const [tour] = await tx
      .insert(tours)
      .values({ companyId: company.id, name: `${FOREIGN_MARKER} tour`, state: 'imported', tabletId: tablet.id })
      .returning();
    await tx
      .insert(tourRegisters)
      .values({ tourId: tour.id, itemNumber: 1, meterSerial: `${FOREIGN_MARKER}-0001`, registerId: '1', sourceRow: 2 });
    return {
      companyId: company.id,
      installationUuid: installation.uuid,
      installationSerial: installation.serialNumber,
      measuringPointId: point.id,
      meterGroupUuid: group.uuid,
      deviceProfileUuid: profile.uuid,
      userId: user.id,
      taskId: task.id,
      embedKeyId: key.id,
      ingestionKeyId: ingestionKey.id,
      keyId,
      orderNumber: order.deliveryOrderNumber,
      transferId: transfer.id,
      profileId: companyProfile.id,
      subscriptionId: subscription.id,
      tourUuid: tour.uuid,
      tabletUuid: tablet.uuid,
    };
  });
}
