import { and, eq, inArray } from 'drizzle-orm';
import type { LoraAction, LoraReport } from '../../../src/core/contract/devices.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';

export interface LoraScope {
  /** companies the starting caller could see; null is everything (staff) */
  companyIds: number[] | null;
  /** simulated round trip to the network server per device */
  delayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers LoRa meters on the low-power network, or deletes them from it, one by one as a network
 * server's API would. Serials of other companies, of other meter types or unknown are `not_found`.
 */
export async function runLoraAction(
  db: Db,
  scope: LoraScope,
  serials: string[],
  action: LoraAction,
  progress: (report: Record<string, unknown>) => Promise<void>,
): Promise<LoraReport> {
  const rows = await db
    .select({ id: installations.id, serial: installations.serialNumber, registered: installations.networkRegistered })
    .from(installations)
    .where(
      and(
        inArray(installations.serialNumber, serials),
        eq(installations.meterType, LORA_METER_TYPE),
        scope.companyIds === null
          ? undefined
          : inArray(installations.companyId, scope.companyIds.length > 0 ? scope.companyIds : [-1]),
      ),
    );
  const bySerial = new Map(rows.map((row) => [row.serial, row]));
  const done: string[] = [];
  const skipped: string[] = [];
  const notFound: string[] = [];
  for (const [index, serial] of serials.entries()) {
    const row = bySerial.get(serial);
    if (!row) notFound.push(serial);
    else if (row.registered === (action === 'register')) skipped.push(serial);
    else {
      if (scope.delayMs > 0) await sleep(scope.delayMs);
      await db
        .update(installations)
        .set({ networkRegistered: action === 'register' })
        .where(eq(installations.id, row.id));
      done.push(serial);
    }
    if (index % 10 === 9) await progress({ progress: { done: index + 1, total: serials.length } });
  }
  return action === 'register'
    ? { registered: done, already_existing: skipped, not_found: notFound }
    : { deleted: done, not_registered: skipped, not_found: notFound };
}
