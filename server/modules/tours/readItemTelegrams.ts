import type { FastifyRequest } from 'fastify';
import type { TourTelegramOutcome, TourTelegramResult } from '../../../src/core/contract/tours.ts';
import {
  decodeTelegram,
  readTelegramSender,
  type SenderResult,
  type TelegramErrorCode,
} from '../../../src/core/telegrams/index.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { msg, type Msg } from '../../http/HttpError.ts';
import type { MessageKey } from '../../http/messages.ts';
import { recordKeyAccess } from '../keys/keyAccessLog.ts';
import { telegramReading, type TelegramReading } from '../telegrams/telegramReading.ts';
import { addressesOf, findModules, moduleOf, serialsOf, type TelegramModule } from '../telegrams/telegramModules.ts';
import { telegramRegisterValue } from './telegramRegisterValue.ts';
import { tourMeters } from './tourMeters.ts';
import type { RegisterRow, TourRow } from './tourRepository.ts';

export interface ItemTelegrams {
  item_number: number;
  telegrams: string[];
  read_at?: string;
}

/** A register filled from a telegram: its value and when the tablet received the telegram. */
export interface TelegramFill {
  register: RegisterRow;
  value: number;
  readAt: Date;
}

/** One telegram's outcome, its reason a message translated when the answer is written. */
export type ItemTelegramResult = Omit<TourTelegramResult, 'reason'> & { reason?: Msg };

interface Who {
  scope: CompanyScope;
  caller: Caller;
  request: FastifyRequest;
}

/** The reasons of the decoder's refusals, said for a tour's telegram (whose key the tablet never gives). */
const DECODE_REFUSALS: Record<TelegramErrorCode, MessageKey> = {
  telegram_malformed: 'telegramMalformed',
  telegram_crc: 'telegramCrc',
  telegram_unsupported: 'telegramUnsupported',
  key_missing: 'tourTelegramKeyMissing',
  key_wrong: 'tourTelegramKeyWrong',
};
const outcomeOf = (code: TelegramErrorCode): TourTelegramOutcome =>
  code === 'key_missing' || code === 'key_wrong' ? code : 'malformed';

/**
 * The telegrams a tablet uploaded per item, decoded as ingestion decodes them (the module found by its
 * manufacturer and id, `server/modules/telegrams/`): a telegram counts for its item only when its module sits
 * on the item's meter (the installation of that serial in the tour's company); a module outside the caller's
 * companies is `foreign` and never decrypted. Each stored key used is written to the key access log, as for
 * a decode. A decoded telegram fills the item's registers whose kind and unit it answers, except those the
 * tablet typed in the same upload (`typed`, register ids: what a reader typed is kept), later telegrams of an
 * item over earlier ones, and gives its meter a reading. Nothing is written here.
 */
export async function readItemTelegrams(
  { db, keyVault }: Pick<AppContext, 'db' | 'keyVault'>,
  { scope, caller, request }: Who,
  tour: TourRow,
  registers: readonly RegisterRow[],
  items: readonly ItemTelegrams[],
  typed: ReadonlySet<number>,
): Promise<{ fills: Map<number, TelegramFill>; readings: TelegramReading[]; results: ItemTelegramResult[][] }> {
  const fills = new Map<number, TelegramFill>();
  const readings: TelegramReading[] = [];
  const registersOf = new Map<number, RegisterRow[]>();
  for (const register of registers) {
    const list = registersOf.get(register.itemNumber);
    if (list) list.push(register);
    else registersOf.set(register.itemNumber, [register]);
  }
  const meters = await meterInstallations(db, tour, items, registersOf);
  const senders = items.map((item) => item.telegrams.map((hex) => readTelegramSender(hex)));
  const serials = senders.flat().flatMap((s) => (s.ok ? addressesOf(s.sender).flatMap(serialsOf) : []));
  const modules = await findModules(db, keyVault, scope, [...new Set(serials)]);
  const used = new Map<string, TelegramModule>();
  const now = new Date();
  const results = items.map((item, n) =>
    item.telegrams.map((hex, index): ItemTelegramResult => {
      const refused = (outcome: TourTelegramOutcome, key: MessageKey, vars?: Record<string, string | number>) => ({
        index,
        outcome,
        registers: [],
        reason: msg(key, vars),
      });
      const sender: SenderResult = senders[n][index];
      if (!sender.ok) return refused(outcomeOf(sender.code), DECODE_REFUSALS[sender.code]);
      const module = moduleOf(modules, sender.sender);
      const id = `${sender.sender.link.manufacturer}${sender.sender.link.id}`;
      if (!module) return refused('unknown_module', 'tourTelegramUnknownModule', { module: id });
      if (!scope.canSee(module.companyId)) return refused('foreign', 'tourTelegramForeign', { module: id });
      const installationId = meters.get(item.item_number);
      if (installationId === undefined || module.installationId !== installationId)
        return refused('other_meter', 'tourTelegramOtherMeter', { module: id, item: item.item_number });
      const decoded = decodeTelegram(hex, {
        key: () => {
          const key = module.aesKey() ?? undefined;
          if (key) used.set(module.commModUuid, module);
          return key;
        },
      });
      if (!decoded.ok) return refused(outcomeOf(decoded.code), DECODE_REFUSALS[decoded.code], { module: id });
      const readAt = item.read_at ? new Date(item.read_at) : now;
      const reading = telegramReading(decoded.telegram, installationId, readAt, undefined);
      if (!reading) return refused('no_reading', 'tourTelegramNoReading');
      readings.push(reading);
      const filled: string[] = [];
      for (const register of registersOf.get(item.item_number) ?? []) {
        const value = typed.has(register.id) ? null : telegramRegisterValue(register, decoded.telegram.values);
        if (value === null) continue;
        fills.set(register.id, { register, value, readAt });
        filled.push(register.registerId);
      }
      return { index, outcome: 'read', registers: filled };
    }),
  );
  if (used.size)
    await recordKeyAccess(db, caller, request, {
      action: 'decode',
      keys: [...used.values()].map((m) => ({ id: m.commModUuid, companyId: m.companyId })),
      query: { tour: tour.uuid },
    });
  return { fills, readings, results };
}

/** The installation each item's meter serial names in the tour's company, by item number. */
async function meterInstallations(
  db: AppContext['db'],
  tour: TourRow,
  items: readonly ItemTelegrams[],
  registersOf: Map<number, RegisterRow[]>,
): Promise<Map<number, number>> {
  const serialOf = new Map(
    items.map((item) => [item.item_number, registersOf.get(item.item_number)?.[0]?.meterSerial]),
  );
  const bySerial = await tourMeters(
    db,
    tour.companyId,
    [...serialOf.values()].filter((s) => s !== undefined),
  );
  const meters = new Map<number, number>();
  for (const [item, serial] of serialOf) {
    const meter = serial === undefined ? undefined : bySerial.get(serial);
    if (meter) meters.set(item, meter.id);
  }
  return meters;
}
