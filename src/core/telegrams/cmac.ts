import { aesBlock } from './decrypt.ts';

/**
 * AES-CMAC of RFC 4493 (NIST SP 800-38B), written over one-block AES-ECB from node:crypto because Node has no
 * CMAC of its own and the project installs no library for it. OMS Vol. 2 §9.2.4 derives security mode 7's
 * per-message keys with it; the RFC's own examples are in the unit tests.
 */
export function aesCmac(key: Uint8Array, message: Uint8Array): Uint8Array {
  const l = aesBlock(key, new Uint8Array(16));
  const k1 = doubled(l);
  const k2 = doubled(k1);
  const blocks = Math.max(1, Math.ceil(message.length / 16));
  const complete = message.length > 0 && message.length % 16 === 0;
  const last = new Uint8Array(16);
  const tail = message.subarray((blocks - 1) * 16);
  last.set(tail);
  if (!complete) last[tail.length] = 0x80;
  const subkey = complete ? k1 : k2;
  for (let i = 0; i < 16; i++) last[i] ^= subkey[i];
  let x: Uint8Array = new Uint8Array(16);
  for (let b = 0; b < blocks - 1; b++) {
    const y = new Uint8Array(16);
    for (let i = 0; i < 16; i++) y[i] = x[i] ^ message[b * 16 + i];
    x = aesBlock(key, y);
  }
  for (let i = 0; i < 16; i++) last[i] ^= x[i];
  return aesBlock(key, last);
}

/** Multiplication by x in GF(2^128): shift left one bit, folding the carry back with 0x87. */
function doubled(block: Uint8Array): Uint8Array {
  const out = new Uint8Array(16);
  for (let i = 0; i < 16; i++) out[i] = ((block[i] << 1) | (i < 15 ? block[i + 1] >> 7 : 0)) & 0xff;
  if (block[0] & 0x80) out[15] ^= 0x87;
  return out;
}
