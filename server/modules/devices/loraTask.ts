import type { LoraAction } from '../../../src/core/contract/devices.ts';
import { loadCaller } from '../../auth/loadCaller.ts';
import { companyScopeOf } from '../../data/companyScope.ts';
import type { TaskKind } from '../../jobs/TaskKind.ts';
import { chirpstackLoraNetwork } from './chirpstackLoraNetwork.ts';
import { deviceRepository } from './deviceRepository.ts';
import { localLoraNetwork } from './loraNetwork.ts';
import { runLoraAction } from './runLoraAction.ts';

export interface LoraInput {
  devices: string[];
  action: LoraAction;
  /** the address the registration was asked from, for the key access log */
  ip?: string;
}

/** the simulated network server's round trip per device */
const NETWORK_DELAY_MS = 20;

/**
 * Registers meters on the low-power network or deletes them from it: on ChirpStack when CHIRPSTACK_* is set,
 * else in the portal's own records only. The starter's companies are looked up again on the instance that
 * runs it; a device already in the asked state is left alone, so a repeated run only finishes what the lost
 * one had not done.
 */
export const loraTask: TaskKind<LoraInput> = {
  name: 'lora_registration',
  title: (input) => (input.action === 'register' ? 'LoRa registration' : 'LoRa deletion'),
  async run({ db, config, keyVault, taskId, owner }, input, progress) {
    const caller = await loadCaller(db, owner.userId);
    const scope = companyScopeOf(caller);
    const network = config.chirpstack
      ? chirpstackLoraNetwork({
          db,
          keyVault,
          config: config.chirpstack,
          caller,
          scope,
          ip: input.ip ?? '',
          taskId,
        })
      : localLoraNetwork(NETWORK_DELAY_MS);
    return { ...(await runLoraAction(deviceRepository(db, scope), input.devices, input.action, progress, network)) };
  },
};
