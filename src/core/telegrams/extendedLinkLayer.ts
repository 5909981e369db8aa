import { crc } from './crc.ts';
import { aesCtr } from './decrypt.ts';
import { readMeterAddress, type MeterAddress } from './meterAddress.ts';
import { malformed, TelegramError } from './telegramError.ts';

export interface ExtendedLinkLayer {
  ci: number;
  /** communication control */
  cc: number;
  access_number: number;
  /** session number field (CI 0x8D/0x8F), whose top three bits say how the rest is encrypted */
  session_number?: number;
  encrypted: boolean;
  /** the second address of CI 0x8E/0x8F */
  address?: MeterAddress;
}

export const ELL_CIS: ReadonlySet<number> = new Set([0x8c, 0x8d, 0x8e, 0x8f]);

/**
 * The extended link layer of EN 13757-4 (CI 0x8C: CC, ACC; 0x8D: CC, ACC, SN, payload CRC; 0x8E: CC, ACC and a
 * second M and A; 0x8F: all of them). With a session number, the payload CRC and everything after it may be
 * encrypted with AES-128-CTR: ENC (SN bits 29–31) = 1, counter block M(2) A(6) CC SN(4) FN(2)=0 BC(1)=0 of
 * the link address. A decrypted payload whose CRC (low byte first) fails means the key is wrong.
 * `bytes` is returned with the payload in clear.
 */
export function readExtendedLinkLayer(
  bytes: Uint8Array,
  at: number,
  linkAddress: Uint8Array,
  key: () => Uint8Array | undefined,
): { ell: ExtendedLinkLayer; bytes: Uint8Array; next: number } {
  const ci = bytes[at];
  const withAddress = ci === 0x8e || ci === 0x8f;
  const withSession = ci === 0x8d || ci === 0x8f;
  const headerEnd = at + 3 + (withAddress ? 8 : 0) + (withSession ? 4 : 0);
  if (headerEnd + (withSession ? 2 : 0) > bytes.length)
    throw malformed('The telegram ends inside its extended link layer.');
  const ell: ExtendedLinkLayer = { ci, cc: bytes[at + 1], access_number: bytes[at + 2], encrypted: false };
  if (withAddress) {
    const { raw: _raw, ...address } = readMeterAddress(bytes, at + 3);
    ell.address = address;
  }
  if (!withSession) return { ell, bytes, next: headerEnd };
  const sn = at + 3 + (withAddress ? 8 : 0);
  ell.session_number = (bytes[sn] | (bytes[sn + 1] << 8) | (bytes[sn + 2] << 16) | (bytes[sn + 3] << 24)) >>> 0;
  const enc = ell.session_number >>> 29;
  let out = bytes;
  if (enc === 1) {
    const k = key();
    if (!k) throw new TelegramError('key_missing', 'The extended link layer is encrypted and no key was given.');
    const counter = new Uint8Array(16);
    counter.set(withAddress ? bytes.subarray(at + 3, at + 11) : linkAddress, 0);
    counter[8] = ell.cc;
    counter.set(bytes.subarray(sn, sn + 4), 9);
    out = bytes.slice();
    out.set(aesCtr(k, counter, bytes.subarray(headerEnd)), headerEnd);
    ell.encrypted = true;
  } else if (enc !== 0) {
    throw new TelegramError('telegram_unsupported', `The extended link layer's encryption ${enc} is not supported.`);
  }
  const stored = out[headerEnd] | (out[headerEnd + 1] << 8);
  if (crc(out, headerEnd + 2, out.length) !== stored) {
    throw ell.encrypted
      ? new TelegramError('key_wrong', 'The payload decrypted with this key fails its CRC: the key is wrong.')
      : new TelegramError('telegram_crc', 'The CRC of the extended link layer payload is wrong.');
  }
  return { ell, bytes: out, next: headerEnd + 2 };
}
