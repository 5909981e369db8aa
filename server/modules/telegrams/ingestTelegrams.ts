import {
  MAX_TELEGRAMS,
  TELEGRAM_OUTCOMES,
  type ReceivedTelegram,
  type TelegramIngestResult,
  type TelegramOutcome,
  type TelegramResult,
} from '../../../src/core/contract/telegrams.ts';
import { decodeTelegram, readTelegramSender, type TelegramErrorCode } from '../../../src/core/telegrams/index.ts';
import type { AppContext } from '../../AppContext.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { storeTelegramReadings, WRITE_SLICE, type PendingReading } from './storeTelegramReadings.ts';
import { telegramReading, type TelegramReading } from './telegramReading.ts';
import { addressesOf, findModules, moduleOf, serialsOf, type TelegramModule } from './telegramModules.ts';

/** Telegrams read or decoded between two looks at other requests. */
const DECODE_SLICE = 1_000;
/** Module serials looked up per query: a query's rows are read on this thread (embedded database) at once. */
const LOOKUP_SLICE = 2_000;

type Sender = ReturnType<typeof readTelegramSender>;

/** The decoder's refusals as ingestion outcomes: a bad CRC or an unreadable layout is a malformed telegram. */
const OUTCOME_OF: Record<TelegramErrorCode, TelegramOutcome> = {
  telegram_malformed: 'malformed',
  telegram_crc: 'malformed',
  telegram_unsupported: 'malformed',
  key_missing: 'key_missing',
  key_wrong: 'key_wrong',
};

/**
 * Stores the readings of received telegrams. Each is matched to its module by manufacturer and id (the
 * module's serial; all modules of the request in a few queries): a module of a company outside the caller's
 * scope is `foreign` and never decrypted. The rest are decrypted in order of meter and time (known before
 * decrypting: the module's installation, the time received), a slice at a time, and each slice is written while
 * the next is decrypted, each in one transaction with the alerts it opens and ends (storeTelegramReadings.ts);
 * a reading already stored for the installation at that time is a `duplicate`.
 */
export async function ingestTelegrams(
  { db, keyVault, dbKind }: Pick<AppContext, 'db' | 'keyVault' | 'dbKind'>,
  { scope }: { scope: CompanyScope },
  telegrams: readonly ReceivedTelegram[],
): Promise<TelegramIngestResult> {
  if (telegrams.length > MAX_TELEGRAMS) throw fieldError('telegrams', msg('tooManyItems', { n: MAX_TELEGRAMS }));
  const now = new Date();
  const senders: Sender[] = [];
  for (const [index, telegram] of telegrams.entries()) {
    senders.push(readTelegramSender(telegram.hex));
    if ((index + 1) % DECODE_SLICE === 0) await yieldToEventLoop();
  }
  const modules = await sendersModules({ db, keyVault }, scope, senders);
  const results: TelegramResult[] = [];
  const decodable: Decodable[] = [];
  for (const [index, telegram] of telegrams.entries()) {
    const result: TelegramResult = { index, outcome: 'malformed', manufacturer: null, id: null, installation: null };
    results.push(result);
    const module = moduleFor(senders[index], { modules, scope }, result);
    if (module) decodable.push({ telegram, module, result, ms: receivedMs(telegram, now) });
  }
  decodable.sort((a, b) => a.module.installationId - b.module.installationId || a.ms - b.ms);
  const slice = WRITE_SLICE[dbKind];
  const seen = new Set<string>();
  let writing: Promise<void> = Promise.resolve();
  for (let at = 0; at < decodable.length; at += slice) {
    const pending: PendingReading[] = [];
    for (const [n, entry] of decodable.slice(at, at + slice).entries()) {
      const reading = readingOf(entry);
      if (reading) pending.push({ result: entry.result, reading });
      if ((n + 1) % DECODE_SLICE === 0) await yieldToEventLoop();
    }
    // one slice written at a time, in order, while the next is decrypted
    await writing;
    writing = storeTelegramReadings(db, pending, slice, seen);
    // its failure is taken up by the next await of it, not reported as unhandled meanwhile
    writing.catch(() => undefined);
  }
  await writing;
  const counts = Object.fromEntries(TELEGRAM_OUTCOMES.map((o) => [o, 0])) as Record<TelegramOutcome, number>;
  for (const result of results) counts[result.outcome] += 1;
  return { counts, results };
}

/** A telegram of a module of the caller's on an installation: to be decrypted. */
interface Decodable {
  telegram: ReceivedTelegram;
  module: TelegramModule & { installationId: number };
  result: TelegramResult;
  ms: number;
}

const receivedMs = (telegram: ReceivedTelegram, now: Date) =>
  telegram.received_at ? new Date(telegram.received_at).getTime() : now.getTime();

/** The modules of the senders, by serial: a few queries of many serials each, other requests let in between. */
async function sendersModules(
  { db, keyVault }: Pick<AppContext, 'db' | 'keyVault'>,
  scope: CompanyScope,
  senders: readonly Sender[],
): Promise<Map<string, TelegramModule>> {
  const serials = [...new Set(senders.flatMap((s) => (s.ok ? addressesOf(s.sender).flatMap(serialsOf) : [])))];
  const modules = new Map<string, TelegramModule>();
  for (let at = 0; at < serials.length; at += LOOKUP_SLICE) {
    const found = await findModules(db, keyVault, scope, serials.slice(at, at + LOOKUP_SLICE));
    for (const [serial, module] of found) modules.set(serial, module);
    await yieldToEventLoop();
  }
  return modules;
}

/**
 * The module whose key decrypts a telegram, or null with its outcome (and sender) written into `result`: only a
 * module of the caller's that sits on an installation.
 */
function moduleFor(
  sender: Sender,
  { modules, scope }: { modules: Map<string, TelegramModule>; scope: CompanyScope },
  result: TelegramResult,
): Decodable['module'] | null {
  if (!sender.ok) {
    result.outcome = OUTCOME_OF[sender.code];
    return null;
  }
  ({ manufacturer: result.manufacturer, id: result.id } = sender.sender.link);
  const module = moduleOf(modules, sender.sender);
  if (module && !scope.canSee(module.companyId)) {
    result.outcome = 'foreign';
    return null;
  }
  if (!module || module.installationId === null) {
    result.outcome = 'unknown_module';
    return null;
  }
  return module as Decodable['module'];
}

/** The reading a telegram of its module gives, decrypted with the module's key; null with its outcome in `result`. */
function readingOf({ telegram, module, result, ms }: Decodable): TelegramReading | null {
  const decoded = decodeTelegram(telegram.hex, { key: () => module.aesKey() ?? undefined });
  if (!decoded.ok) {
    result.outcome = OUTCOME_OF[decoded.code];
    return null;
  }
  const reading = telegramReading(decoded.telegram, module.installationId, new Date(ms), telegram.rssi);
  if (!reading) {
    result.detail = 'no_water_volume';
    return null;
  }
  result.installation = module.installationUuid;
  return reading;
}
