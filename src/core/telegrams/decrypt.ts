import { createCipheriv, createDecipheriv } from 'node:crypto';

/** AES-128-CBC over whole blocks, no padding (OMS Vol. 2: the sender fills the last block with 0x2F). */
export function aesCbcDecrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  decipher.setAutoPadding(false);
  const first = decipher.update(data);
  const last = decipher.final();
  return last.length === 0 ? first : Buffer.concat([first, last]);
}

export function aesCbcEncrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** AES-128-CTR (the extended link layer's encryption, EN 13757-4); the same call encrypts and decrypts. */
export function aesCtr(key: Uint8Array, counterBlock: Uint8Array, data: Uint8Array): Uint8Array {
  const cipher = createCipheriv('aes-128-ctr', key, counterBlock);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** One AES-128 block encryption (ECB over 16 bytes), the primitive of CMAC. */
export function aesBlock(key: Uint8Array, block: Uint8Array): Uint8Array {
  const cipher = createCipheriv('aes-128-ecb', key, null);
  cipher.setAutoPadding(false);
  return cipher.update(block);
}
