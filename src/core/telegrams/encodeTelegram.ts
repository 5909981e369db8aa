import { aesCbcEncrypt } from './decrypt.ts';
import { hexBytes, toHex } from './hexBytes.ts';
import { manufacturerField } from './manufacturer.ts';
import type { TelegramKey } from './telegramKey.ts';

export interface TelegramToEncode {
  /** three letters, e.g. GWF */
  manufacturer: string;
  /** the identification number, 8 decimal digits */
  id: string;
  version?: number;
  /** EN 13757-7 device type; 0x07 water */
  device_type?: number;
  access_number: number;
  /** the transport layer's status byte */
  status?: number;
  /** the application data: data records (see waterRecords.ts) */
  records: Uint8Array;
  /** with a key the telegram is sent in security mode 5, without one in mode 0 */
  key?: TelegramKey;
}

/**
 * A wireless M-Bus telegram as a meter sends it, without the data-link CRCs (as receivers hand frames on):
 * link layer of EN 13757-4 (L, C = 0x44 SND-NR, M, A = id in BCD little-endian, version, device type), then
 * the short transport header of EN 13757-7 (CI 0x7A, access number, status, configuration field: security
 * mode in bits 8–12, encrypted blocks in bits 4–7). Mode 5 (EN 13757-7 §9.4.3 / OMS Vol. 2 §9.2.3):
 * 0x2F 0x2F check bytes, the records, 0x2F fill up to whole 16-byte blocks, AES-128-CBC with the IV of M,
 * A and the access number eight times.
 */
export function encodeTelegram(t: TelegramToEncode): string {
  if (!/^\d{8}$/.test(t.id)) throw new RangeError(`An identification number is 8 digits, not ${t.id}`);
  const m = manufacturerField(t.manufacturer);
  const idBytes = (t.id.match(/../g) ?? []).reverse().map((pair) => parseInt(pair, 16));
  const address = Uint8Array.of(m & 0xff, m >> 8, ...idBytes, t.version ?? 1, t.device_type ?? 0x07);
  let payload = t.records;
  let config = 0;
  if (t.key !== undefined) {
    const key = typeof t.key === 'string' ? hexBytes(t.key) : t.key;
    const blocks = Math.ceil((t.records.length + 2) / 16);
    const clear = new Uint8Array(blocks * 16).fill(0x2f);
    clear.set(t.records, 2);
    const iv = new Uint8Array(16).fill(t.access_number & 0xff);
    iv.set(address, 0);
    payload = aesCbcEncrypt(key, iv, clear);
    config = 0x0500 | (blocks << 4);
  }
  const tpl = Uint8Array.of(0x7a, t.access_number & 0xff, t.status ?? 0, config & 0xff, config >> 8);
  const body = Uint8Array.of(0x44, ...address, ...tpl, ...payload);
  if (body.length > 255) throw new RangeError('A telegram has at most 255 bytes after its length.');
  return toHex(Uint8Array.of(body.length, ...body));
}
