import type { LoraAction, LoraReport } from '../../../src/core/contract/devices.ts';
import type { DeviceRepository } from './deviceRepository.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers LoRa meters on the low-power network, or deletes them from it, one by one as a network
 * server's API would, after the response has gone: `devices` stays bound to the starting caller's
 * companies. Serials of other companies, of other meter types or unknown are `not_found`.
 * `delayMs` simulates the network server's round trip per device.
 */
export async function runLoraAction(
  devices: DeviceRepository,
  serials: string[],
  action: LoraAction,
  progress: (report: Record<string, unknown>) => Promise<void>,
  delayMs: number,
): Promise<LoraReport> {
  const bySerial = new Map((await devices.loraMeters(serials)).map((row) => [row.serial, row]));
  const done: string[] = [];
  const skipped: string[] = [];
  const notFound: string[] = [];
  for (const [index, serial] of serials.entries()) {
    const row = bySerial.get(serial);
    if (!row) notFound.push(serial);
    else if (row.registered === (action === 'register')) skipped.push(serial);
    else {
      if (delayMs > 0) await sleep(delayMs);
      await devices.setNetworkRegistered(row.id, action === 'register');
      done.push(serial);
    }
    if (index % 10 === 9) await progress({ progress: { done: index + 1, total: serials.length } });
  }
  return action === 'register'
    ? { registered: done, already_existing: skipped, not_found: notFound }
    : { deleted: done, not_registered: skipped, not_found: notFound };
}
