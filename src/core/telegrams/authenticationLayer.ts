import { malformed, TelegramError } from './telegramError.ts';

export interface AuthenticationLayer {
  /** fragmentation control field */
  fcl: number;
  /** message control field */
  mcl?: number;
  /** message counter, 4 bytes as sent (the input of mode 7's key derivation) */
  message_counter?: Uint8Array;
  mac?: Uint8Array;
  /** message length, 2 bytes as sent */
  message_length?: Uint8Array;
}

/**
 * The authentication and fragmentation layer, CI 0x90 (EN 13757-7, OMS Vol. 2 §9): AFLL, then FCL (2 bytes),
 * and as FCL's presence bits say MCL (bit 13), key information (bit 9, 2 bytes), message counter (bit 11,
 * 4 bytes), MAC (bit 10, the rest but the message length) and message length (bit 12, 2 bytes). Fragmented
 * messages (more-fragments bit 14, or a fragment id) are not reassembled. The MAC is checked by
 * verifyMessageMac.ts once the message key is known.
 */
export function readAuthenticationLayer(bytes: Uint8Array, at: number): { afl: AuthenticationLayer; next: number } {
  if (at + 4 > bytes.length) throw malformed('The telegram ends inside its authentication layer.');
  const length = bytes[at + 1];
  const end = at + 2 + length;
  if (length < 2 || end > bytes.length) throw malformed('The authentication layer length runs past the telegram.');
  const fcl = bytes[at + 2] | (bytes[at + 3] << 8);
  if (fcl & 0x4000 || (fcl & 0xff) > 1)
    throw new TelegramError('telegram_unsupported', 'Fragmented messages are not supported.');
  const afl: AuthenticationLayer = { fcl };
  let pos = at + 4;
  const take = (n: number) => {
    if (n < 0 || pos + n > end) throw malformed('The authentication layer is shorter than its fields.');
    pos += n;
    return bytes.slice(pos - n, pos);
  };
  if (fcl & 0x2000) afl.mcl = take(1)[0];
  if (fcl & 0x0200) take(2);
  if (fcl & 0x0800) afl.message_counter = take(4);
  if (fcl & 0x0400) afl.mac = take(end - pos - (fcl & 0x1000 ? 2 : 0));
  if (fcl & 0x1000) afl.message_length = take(2);
  return { afl, next: end };
}
