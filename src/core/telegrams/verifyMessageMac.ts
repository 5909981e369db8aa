import type { AuthenticationLayer } from './authenticationLayer.ts';
import { aesCmac } from './cmac.ts';
import { TelegramError } from './telegramError.ts';

/**
 * Checks the AFL's MAC of a mode 7 message (OMS Vol. 2 §9.3, EN 13757-7 AFL): Kmac = CMAC(K, 0x01 ‖ message
 * counter ‖ id ‖ 0x07 × 7), and the MAC is the first bytes of CMAC(Kmac, MCL ‖ MCR ‖ ML if present ‖ the
 * transport layer from its CI to the end of the message, as sent). Checked against the SensoStar telegram of
 * wmbusmeters/wmbusmeters tests/test_frame_b_trim.sh. A mismatch after the 0x2F 0x2F check passed means the
 * message was changed on its way: `telegram_crc`.
 */
export function verifyMessageMac(
  key: Uint8Array,
  afl: AuthenticationLayer,
  id: Uint8Array,
  transportLayer: Uint8Array,
): void {
  if (!afl.mac || !afl.message_counter || afl.mcl === undefined) return;
  const mac = messageMac(key, afl, id, transportLayer);
  for (let i = 0; i < afl.mac.length; i++) {
    if (mac[i] !== afl.mac[i])
      throw new TelegramError(
        'telegram_crc',
        'The message authentication code does not match: the telegram was changed.',
      );
  }
}

/** The full 16-byte CMAC of which the AFL sends the first bytes. */
export function messageMac(
  key: Uint8Array,
  afl: Pick<AuthenticationLayer, 'mcl' | 'message_counter' | 'message_length'>,
  id: Uint8Array,
  transportLayer: Uint8Array,
): Uint8Array {
  const counter = afl.message_counter ?? new Uint8Array(4);
  const derivation = new Uint8Array(16).fill(0x07);
  derivation[0] = 0x01;
  derivation.set(counter, 1);
  derivation.set(id, 5);
  const macKey = aesCmac(key, derivation);
  const header = 1 + 4 + (afl.message_length ? 2 : 0);
  const input = new Uint8Array(header + transportLayer.length);
  input[0] = afl.mcl ?? 0;
  input.set(counter, 1);
  if (afl.message_length) input.set(afl.message_length, 5);
  input.set(transportLayer, header);
  return aesCmac(macKey, input);
}
