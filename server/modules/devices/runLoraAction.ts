import type { LoraAction, LoraReport } from '../../../src/core/contract/devices.ts';
import type { DeviceRepository } from './deviceRepository.ts';
import type { LoraNetwork, LoraStep } from './loraNetwork.ts';

/**
 * Registers LoRa meters on the low-power network, or deletes them from it, one by one, after the response
 * has gone: `devices` stays bound to the starting caller's companies. Serials of other companies, of other
 * meter types or unknown are `not_found`. A meter the network refuses is `failed` with the reason; the
 * others go on. One the network already had (or did not have, for a deletion) is noted as such.
 */
export async function runLoraAction(
  devices: DeviceRepository,
  serials: string[],
  action: LoraAction,
  progress: (report: Record<string, unknown>) => Promise<void>,
  network: LoraNetwork,
): Promise<LoraReport> {
  const wanted = action === 'register';
  const bySerial = new Map((await devices.loraMeters(serials)).map((row) => [row.serial, row]));
  await network.prepare?.(
    [...bySerial.values()].filter((row) => row.registered !== wanted),
    action,
  );
  const done: string[] = [];
  const skipped: string[] = [];
  const notFound: string[] = [];
  const failed: Array<{ serial: string; reason: string }> = [];
  for (const [index, serial] of serials.entries()) {
    const row = bySerial.get(serial);
    if (!row) notFound.push(serial);
    else if (row.registered === wanted) skipped.push(serial);
    else {
      const step: LoraStep = await (wanted ? network.register(row) : network.remove(row));
      if (typeof step === 'object') failed.push({ serial, reason: step.failed });
      else {
        await devices.setNetworkRegistered(row.id, wanted);
        (step === 'done' ? done : skipped).push(serial);
      }
    }
    if (index % 10 === 9) await progress({ progress: { done: index + 1, total: serials.length } });
  }
  const outcomes = wanted
    ? { registered: done, already_existing: skipped, not_found: notFound }
    : { deleted: done, not_registered: skipped, not_found: notFound };
  return failed.length > 0 ? { ...outcomes, failed } : outcomes;
}
