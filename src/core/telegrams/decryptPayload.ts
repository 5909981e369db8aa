import type { AuthenticationLayer } from './authenticationLayer.ts';
import { aesCmac } from './cmac.ts';
import { aesCbcDecrypt } from './decrypt.ts';
import { malformed, TelegramError } from './telegramError.ts';
import type { TransportLayer } from './transportLayer.ts';
import { verifyMessageMac } from './verifyMessageMac.ts';

/**
 * The application data after the transport header, in clear (OMS Vol. 2 §9.2; EN 13757-7 §8). The
 * configuration field declares N encrypted 16-byte blocks; bytes after them are sent in clear and kept.
 * N = 0 means nothing is encrypted even when a mode is declared. Decrypted data must start with the check
 * bytes 0x2F 0x2F, otherwise the key is wrong and nothing of it is used.
 * - mode 5: AES-128-CBC, IV = M (2) and A (6) of the meter (the long header's if there is one, else the link
 *   layer's), then the access number 8 times;
 * - mode 7: AES-128-CBC with a zero IV and, with key derivation 1 (configuration extension bits 4–5), the
 *   per-message key Kenc = CMAC(K, 0x00 ‖ message counter (4, from the AFL) ‖ id (4) ‖ 0x07 × 7), OMS Vol. 2
 *   §9.2.4 (checked against the derivation printed in wmbusmeters/wmbusmeters issue #1667); then the AFL's
 *   MAC is checked (verifyMessageMac.ts).
 */
export function decryptPayload(
  bytes: Uint8Array,
  tpl: TransportLayer,
  meterAddress: Uint8Array,
  afl: AuthenticationLayer | undefined,
  key: () => Uint8Array | undefined,
): { data: Uint8Array; encrypted: boolean } {
  const payload = bytes.subarray(tpl.next);
  if (tpl.security_mode === 0 || tpl.encrypted_blocks === 0) return { data: payload, encrypted: false };
  const size = tpl.encrypted_blocks * 16;
  if (payload.length < size)
    throw malformed(`The telegram declares ${size} encrypted bytes but carries ${payload.length}.`);
  const k = key();
  if (!k)
    throw new TelegramError(
      'key_missing',
      `The telegram is encrypted (mode ${tpl.security_mode}) and no key was given.`,
    );
  const iv = new Uint8Array(16);
  let messageKey = k;
  if (tpl.security_mode === 5) {
    iv.set(meterAddress, 0);
    iv.fill(tpl.access_number ?? 0, 8);
  } else {
    const derivation = ((tpl.config_ext ?? 0) >> 4) & 3;
    if (derivation === 1) {
      if (!afl?.message_counter) throw malformed('Mode 7 derives its key from a message counter the telegram lacks.');
      const input = new Uint8Array(16).fill(0x07);
      input[0] = 0x00;
      input.set(afl.message_counter, 1);
      input.set(meterAddress.subarray(2, 6), 5);
      messageKey = aesCmac(k, input);
    } else if (derivation !== 0) {
      throw new TelegramError('telegram_unsupported', `Key derivation ${derivation} is not supported.`);
    }
  }
  const clear = aesCbcDecrypt(messageKey, iv, payload.subarray(0, size));
  if (clear[0] !== 0x2f || clear[1] !== 0x2f)
    throw new TelegramError(
      'key_wrong',
      'The data decrypted with this key lacks its 0x2F 0x2F check bytes: the key is wrong.',
    );
  if (tpl.security_mode === 7 && afl && messageKey !== k)
    verifyMessageMac(k, afl, meterAddress.subarray(2, 6), bytes.subarray(tpl.start));
  const data = new Uint8Array(payload.length);
  data.set(clear, 0);
  data.set(payload.subarray(size), size);
  return { data, encrypted: true };
}
