import type { LoraAction } from '../../../src/core/contract/devices.ts';
import { loadCaller } from '../../auth/loadCaller.ts';
import { companyScopeOf } from '../../data/companyScope.ts';
import type { TaskKind } from '../../jobs/TaskKind.ts';
import { deviceRepository } from './deviceRepository.ts';
import { runLoraAction } from './runLoraAction.ts';

export interface LoraInput {
  devices: string[];
  action: LoraAction;
}

/** the simulated network server's round trip per device */
const NETWORK_DELAY_MS = 20;

/**
 * Registers meters on the low-power network or deletes them from it. The starter's companies are looked up
 * again on the instance that runs it; a device already in the asked state is left alone, so a repeated run
 * only finishes what the lost one had not done.
 */
export const loraTask: TaskKind<LoraInput> = {
  name: 'lora_registration',
  title: (input) => (input.action === 'register' ? 'LoRa registration' : 'LoRa deletion'),
  async run({ db, owner }, input, progress) {
    const devices = deviceRepository(db, companyScopeOf(await loadCaller(db, owner.userId)));
    return { ...(await runLoraAction(devices, input.devices, input.action, progress, NETWORK_DELAY_MS)) };
  },
};
