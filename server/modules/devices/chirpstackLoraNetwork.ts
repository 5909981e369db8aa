import { and, eq, inArray } from 'drizzle-orm';
import type { KeyMaterial } from '../../../src/core/contract/keys.ts';
import { normalizeEui } from '../../../src/core/lorawan/index.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { ChirpstackConfig } from '../../config.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { commModuleKeys } from '../../db/keySchema.ts';
import type { KeyVault } from '../../vault/keyVault.ts';
import { recordKeyAccess } from '../keys/keyAccessLog.ts';
import { chirpstackApi, ChirpstackFailure } from './chirpstackApi.ts';
import type { LoraMeter, LoraNetwork, LoraStep } from './loraNetwork.ts';

export interface ChirpstackNetworkContext {
  db: Db;
  keyVault: KeyVault;
  config: ChirpstackConfig;
  /** the user who started the registration, as the key access log names it */
  caller: Caller | null;
  scope: CompanyScope;
  /** the address the registration was asked from */
  ip: string;
  taskId: string;
}

const HEX_32 = /^[0-9A-F]{32}$/;

/** The JoinEUI and AppKey of a module's material, normalised; null when it holds no LoRaWAN root key. */
function otaaKeys(material: KeyMaterial): { joinEui: string; appKey: string } | null {
  const joinEui = material.join_eui === null ? null : normalizeEui(material.join_eui);
  const appKey = material.app_key?.trim().toUpperCase() ?? '';
  return joinEui && HEX_32.test(appKey) ? { joinEui, appKey } : null;
}

/**
 * Registration on a ChirpStack v4 network server. Before the first device, the keys of the modules to
 * register are read from Key Handling (the caller's companies, not deleted) and their reading is written to
 * the key access log as an export in the format `chirpstack`. A meter without a device EUI, or whose module
 * has no JoinEUI and AppKey there, fails with that reason and is never sent.
 */
export function chirpstackLoraNetwork(ctx: ChirpstackNetworkContext): LoraNetwork {
  const api = chirpstackApi(ctx.config);
  const keysOf = new Map<string, { joinEui: string; appKey: string }>();
  const attempt = async (work: () => Promise<LoraStep>): Promise<LoraStep> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ChirpstackFailure) return { failed: error.reason };
      throw error;
    }
  };
  const euiOf = (meter: LoraMeter) => (meter.deviceEui === null ? null : normalizeEui(meter.deviceEui));
  const noEui = { failed: 'the meter has no device EUI (16 hex digits)' };

  return {
    async prepare(meters, action) {
      const modules = meters.flatMap((m) => (m.commModUuid && euiOf(m) ? [m.commModUuid] : []));
      if (action !== 'register' || modules.length === 0 || !ctx.caller) return;
      const rows = await ctx.db
        .select()
        .from(commModuleKeys)
        .where(
          and(
            inArray(commModuleKeys.commModUuid, modules),
            eq(commModuleKeys.isDeleted, false),
            ctx.scope.where(commModuleKeys.companyId),
          ),
        );
      const read = rows.flatMap((row) => {
        const keys = otaaKeys(ctx.keyVault.open(row.commModUuid, row));
        if (!keys) return [];
        keysOf.set(row.commModUuid, keys);
        return [{ id: row.commModUuid, companyId: row.companyId }];
      });
      // written before any material leaves the server
      await recordKeyAccess(
        ctx.db,
        ctx.caller,
        { ip: ctx.ip },
        { action: 'export', format: 'chirpstack', keys: read, query: { task: ctx.taskId } },
      );
    },

    register: (meter) =>
      attempt(async () => {
        const devEui = euiOf(meter);
        if (!devEui) return noEui;
        const keys = meter.commModUuid ? keysOf.get(meter.commModUuid) : undefined;
        if (!keys) return { failed: 'Key Handling holds no JoinEUI and AppKey for the meter’s module' };
        const answer = await api.register({
          devEui: devEui.toLowerCase(),
          joinEui: keys.joinEui.toLowerCase(),
          appKey: keys.appKey.toLowerCase(),
          name: meter.serial,
          description: `Meter ${meter.serial}`,
        });
        return answer === 'created' ? 'done' : 'already';
      }),

    remove: (meter) =>
      attempt(async () => {
        const devEui = euiOf(meter);
        if (!devEui) return noEui;
        return (await api.remove(devEui.toLowerCase())) === 'deleted' ? 'done' : 'already';
      }),
  };
}
