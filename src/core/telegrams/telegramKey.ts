import type { MeterAddress } from './meterAddress.ts';
import { TelegramError } from './telegramError.ts';

/** A module key: 32 hex digits or 16 bytes. */
export type TelegramKey = string | Uint8Array;

/** Who sent the telegram, for looking its key up: the radio module (link layer) and the meter behind it. */
export interface TelegramSender {
  link: MeterAddress;
  meter: MeterAddress;
}

/** The key, or a function that finds it (asked at most once, and only when something is encrypted). */
export type KeySource = TelegramKey | ((sender: TelegramSender) => TelegramKey | undefined);

/**
 * An error thrown by the caller's key function: not the telegram's fault, so decodeTelegram passes it on
 * instead of calling the telegram malformed.
 */
export class KeyLookupError extends Error {
  constructor(readonly reason: unknown) {
    super('The key lookup failed.');
  }
}

/** The key, looked up once and only when something turns out to be encrypted. */
export function keyLookup(source: KeySource | undefined, link: MeterAddress, meter: () => MeterAddress) {
  let found: { key: Uint8Array | undefined } | undefined;
  return (): Uint8Array | undefined => (found ??= { key: keyOf(source, link, meter()) }).key;
}

function keyOf(source: KeySource | undefined, link: MeterAddress, meter: MeterAddress): Uint8Array | undefined {
  let key: TelegramKey | undefined;
  try {
    key = typeof source === 'function' ? source({ link: plainAddress(link), meter: plainAddress(meter) }) : source;
  } catch (error) {
    throw new KeyLookupError(error);
  }
  if (key === undefined || key === null || key === '') return undefined;
  if (key instanceof Uint8Array) {
    if (key.length !== 16) throw new TelegramError('key_wrong', 'A key has 16 bytes.');
    return key;
  }
  if (typeof key !== 'string' || !/^[0-9a-fA-F]{32}$/.test(key))
    throw new TelegramError('key_wrong', 'A key is 32 hex digits.');
  return Buffer.from(key, 'hex');
}

/** The address without its raw bytes, as answers show it. */
export function plainAddress({ manufacturer, id, version, device_type, medium }: MeterAddress): MeterAddress {
  return { manufacturer, id, version, device_type, medium };
}
