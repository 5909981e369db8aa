import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { encodeTelegram, waterRecords, type WaterReading } from '../../../src/core/telegrams/index.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import { alerts, installations } from '../../../server/db/deviceSchema.ts';
import { commModuleKeys } from '../../../server/db/keySchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

export interface TestModule {
  id: string;
  key: string;
  installationId: number;
  installationUuid: string;
  commModUuid: string;
}

/**
 * A wireless M-Bus module of a company on a meter of its own, its key sealed as every key is: `serial` is
 * how the key list names it (the id alone or after GWF), `aesKey` its stored key (null: none).
 */
export async function addModule(
  server: TestServer,
  companyId: number,
  id: string,
  options: { serial?: string; aesKey?: string | null; deleted?: boolean; onMeter?: boolean } = {},
): Promise<TestModule> {
  const { db, keyVault } = server.built.ctx;
  const commModUuid = randomUUID();
  const key = options.aesKey === undefined ? randomUUID().replace(/-/g, '').toUpperCase() : (options.aesKey ?? '');
  await db.insert(commModuleKeys).values({
    commModUuid,
    moduleSerial: options.serial ?? id,
    moduleType: 'rcm-wmb',
    companyId,
    isDeleted: options.deleted ?? false,
    ...keyVault.seal(commModUuid, { aes_key: options.aesKey === null ? null : key, join_eui: null, app_key: null }),
  });
  const [installation] =
    options.onMeter === false
      ? [{ id: 0, uuid: '' }]
      : await db
          .insert(installations)
          .values({
            serialNumber: `WMB-${id}`,
            meterType: LORA_METER_TYPE,
            companyId,
            commModUuid,
            commModuleSerial: options.serial ?? id,
          })
          .returning({ id: installations.id, uuid: installations.uuid });
  return { id, key, installationId: installation.id, installationUuid: installation.uuid, commModUuid };
}

/** A GWF water telegram of `id` in mode 5 under `key` (mode 0 without one). */
export function telegramOf(id: string, key: string | undefined, reading: WaterReading, accessNumber = 7): string {
  return encodeTelegram({ manufacturer: 'GWF', id, access_number: accessNumber, records: waterRecords(reading), key });
}

/** A test server with a user of Riverside who may add readings (telegrams, uplinks): its company id and token. */
export async function senderServer(email: string): Promise<{ server: TestServer; riverside: number; token: string }> {
  const server = await serverFor();
  const riverside = (await companyIds(server))['Riverside Water Works'];
  await addUser(server, { email, companyId: riverside, permissions: ['add_communicationdevice'] });
  return { server, riverside, token: (await login(server, email)).access };
}

/** An installation's alerts, oldest first. */
export function installationAlerts(server: TestServer, installationId: number) {
  return server.built.ctx.db
    .select({ state: alerts.state, startedAt: alerts.startedAt, endedAt: alerts.endedAt })
    .from(alerts)
    .where(eq(alerts.installationId, installationId))
    .orderBy(asc(alerts.startedAt), asc(alerts.state));
}
