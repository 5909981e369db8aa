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
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { deriveReadingAlerts } from '../readouts/deriveReadingAlerts.ts';
import { insertReadings } from './insertReadings.ts';
import { telegramReading } from './telegramReading.ts';
import { addressesOf, findModules, moduleOf, serialsOf } from './telegramModules.ts';

/** Telegrams per transaction: a crash loses at most the slice being written, never half a reading. */
const SLICE = 1_000;

type Reading = NonNullable<ReturnType<typeof telegramReading>>;

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
 * module's serial): a module of a company outside the caller's scope is `foreign` and never decrypted.
 * Readings are written a slice at a time, each slice one transaction; a reading already stored for the
 * installation at that time is a `duplicate`. The alerts of the installations that got readings are derived
 * afterwards, as for generated readings.
 */
export async function ingestTelegrams(
  { db, keyVault }: Pick<AppContext, 'db' | 'keyVault'>,
  { scope }: { scope: CompanyScope },
  telegrams: readonly ReceivedTelegram[],
): Promise<TelegramIngestResult> {
  if (telegrams.length > MAX_TELEGRAMS) throw fieldError('telegrams', msg('tooManyItems', { n: MAX_TELEGRAMS }));
  const now = new Date();
  const results: TelegramResult[] = [];
  const touched = new Set<number>();
  // who sent each telegram, and their modules in one query for the whole request
  const allSenders = telegrams.map((telegram) => readTelegramSender(telegram.hex));
  const serials = allSenders.flatMap((s) => (s.ok ? addressesOf(s.sender).flatMap(serialsOf) : []));
  const modules = await findModules(db, keyVault, scope, [...new Set(serials)]);
  for (let at = 0; at < telegrams.length; at += SLICE) {
    const slice = telegrams.slice(at, at + SLICE);
    const senders = allSenders.slice(at, at + SLICE);
    const readings: Array<{ result: TelegramResult; reading: Reading }> = [];
    for (const [offset, telegram] of slice.entries()) {
      const sender = senders[offset];
      const result: TelegramResult = {
        index: at + offset,
        outcome: 'malformed',
        manufacturer: null,
        id: null,
        installation: null,
      };
      results.push(result);
      if (!sender.ok) {
        result.outcome = OUTCOME_OF[sender.code];
        continue;
      }
      ({ manufacturer: result.manufacturer, id: result.id } = sender.sender.link);
      const module = moduleOf(modules, sender.sender);
      if (module && !scope.canSee(module.companyId)) result.outcome = 'foreign';
      if (!module || module.installationId === null || result.outcome === 'foreign') {
        if (result.outcome !== 'foreign') result.outcome = 'unknown_module';
        continue;
      }
      const decoded = decodeTelegram(telegram.hex, { key: () => module.aesKey() ?? undefined });
      if (!decoded.ok) {
        result.outcome = OUTCOME_OF[decoded.code];
        continue;
      }
      const receivedAt = telegram.received_at ? new Date(telegram.received_at) : now;
      const reading = telegramReading(decoded.telegram, module.installationId, receivedAt, telegram.rssi);
      if (!reading) {
        result.detail = 'no_water_volume';
        continue;
      }
      result.installation = module.installationUuid;
      readings.push({ result, reading });
    }
    await storeReadings(db, readings);
    for (const { result, reading } of readings) if (result.outcome === 'stored') touched.add(reading.installationId);
    await yieldToEventLoop();
  }
  await deriveReadingAlerts(db, [...touched]);
  const counts = Object.fromEntries(TELEGRAM_OUTCOMES.map((o) => [o, 0])) as Record<TelegramOutcome, number>;
  for (const result of results) counts[result.outcome] += 1;
  return { counts, results };
}

/**
 * The slice's readings in one statement (so one transaction); a reading the installation already has at that
 * time is a duplicate.
 */
async function storeReadings(
  db: AppContext['db'],
  readings: Array<{ result: TelegramResult; reading: Reading }>,
): Promise<void> {
  if (readings.length === 0) return;
  const times = readings.map(({ reading }) => reading.ts.getTime());
  await ensureReadoutPartitions(db, new Date(Math.min(...times)), new Date(Math.max(...times)));
  const fresh = new Map<string, { result: TelegramResult; reading: Reading }>();
  for (const entry of readings) {
    entry.result.outcome = 'duplicate';
    const key = `${entry.reading.installationId}@${entry.reading.ts.getTime()}`;
    if (!fresh.has(key)) fresh.set(key, entry);
  }
  const written = await insertReadings(
    db,
    [...fresh.values()].map(({ reading }) => reading),
  );
  for (const row of written) {
    const entry = fresh.get(`${row.installation_id}@${Number(row.ms)}`);
    if (entry) entry.result.outcome = 'stored';
  }
}
