import { aesCmac } from '../../../src/core/telegrams/cmac.ts';
import { crc } from '../../../src/core/telegrams/crc.ts';
import { aesCbcEncrypt } from '../../../src/core/telegrams/decrypt.ts';
import { hexBytes, toHex } from '../../../src/core/telegrams/hexBytes.ts';
import { readLinkLayer } from '../../../src/core/telegrams/linkLayer.ts';
import { readTransportLayer } from '../../../src/core/telegrams/transportLayer.ts';
import { messageMac } from '../../../src/core/telegrams/verifyMessageMac.ts';

/**
 * Encrypts the blocks a telegram printed in clear declares encrypted (mode 5: IV of the meter address and
 * access number; mode 7: Kenc = CMAC(key, 00 ‖ AFL counter ‖ id ‖ 07…), zero IV, and a new AFL MAC), as a
 * meter would.
 * Handles the layouts the vectors use: an optional ELL CI 0x8C and an optional AFL before the TPL.
 */
export function encryptTelegram(hex: string, key: string): string {
  const bytes = hexBytes(hex);
  const link = readLinkLayer(bytes);
  let pos = link.next;
  if (bytes[pos] === 0x8c) pos += 3;
  let counter: Uint8Array | undefined;
  let afl = -1;
  if (bytes[pos] === 0x90) {
    // the layout of the vectors: 90 0F, FCL 002C, MCL, MCR (4), MAC (8)
    afl = pos;
    counter = bytes.slice(pos + 5, pos + 9);
    pos += 2 + bytes[pos + 1];
  }
  const tpl = readTransportLayer(bytes, pos);
  const address = (tpl.address ?? link.address).raw;
  const k = hexBytes(key);
  const iv = new Uint8Array(16);
  let messageKey = k;
  if (tpl.security_mode === 5) {
    iv.set(address, 0);
    iv.fill(tpl.access_number ?? 0, 8);
  } else if (tpl.security_mode === 7 && counter) {
    const input = new Uint8Array(16).fill(7);
    input[0] = 0;
    input.set(counter, 1);
    input.set(address.subarray(2, 6), 5);
    messageKey = aesCmac(k, input);
  }
  const size = tpl.encrypted_blocks * 16;
  bytes.set(aesCbcEncrypt(messageKey, iv, bytes.subarray(tpl.next, tpl.next + size)), tpl.next);
  if (afl >= 0 && counter) {
    const mac = messageMac(
      k,
      { mcl: bytes[afl + 4], message_counter: counter },
      address.subarray(2, 6),
      bytes.subarray(pos),
    );
    bytes.set(mac.subarray(0, 8), afl + 9);
  }
  return toHex(bytes);
}

/** The frame with its format A CRCs inserted: after the first 10 bytes, then after every 16. */
export function withFormatA(hex: string): string {
  const plain = hexBytes(hex);
  const parts: Uint8Array[] = [];
  for (let from = 0; from < plain.length; from = from === 0 ? 10 : from + 16) {
    const block = plain.slice(from, from === 0 ? 10 : Math.min(from + 16, plain.length));
    const c = crc(block, 0, block.length);
    parts.push(block, Uint8Array.of(c >> 8, c & 0xff));
  }
  return toHex(Buffer.concat(parts));
}

/** The frame with its format B CRCs: L counts them; one CRC over the first 126 bytes, one over the rest. */
export function withFormatB(hex: string): string {
  const plain = hexBytes(hex);
  const long = plain.length + 2 > 128;
  const out = new Uint8Array(plain.length + (long ? 4 : 2));
  out[0] = out.length - 1;
  if (!long) {
    out.set(plain.subarray(1), 1);
    const c = crc(out, 0, plain.length);
    out.set([c >> 8, c & 0xff], plain.length);
    return toHex(out);
  }
  out.set(plain.subarray(1, 126), 1);
  const first = crc(out, 0, 126);
  out.set([first >> 8, first & 0xff], 126);
  out.set(plain.subarray(126), 128);
  const rest = crc(out, 128, out.length - 2);
  out.set([rest >> 8, rest & 0xff], out.length - 2);
  return toHex(out);
}

/** A frame around `records` (hex data records) with a short header in clear, manufacturer GWF, water. */
export function plainTelegram(records: string, id = '20221031'): string {
  const body = Buffer.from(`44E61E${id.match(/../g)!.reverse().join('')}01077A01000000${records}`, 'hex');
  return toHex(Uint8Array.of(body.length & 0xff, ...body));
}
