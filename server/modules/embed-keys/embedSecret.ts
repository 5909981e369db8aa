import { createHash, randomBytes } from 'node:crypto';

/**
 * A new key: 32 random bytes, so a plain SHA-256 is enough to store it (nothing to guess, no need for a slow
 * password hash on every exchange). The prefix names the key in lists without revealing it.
 */
export function newEmbedSecret(): { key: string; prefix: string; hash: string } {
  const key = `mpk_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, 10), hash: hashEmbedSecret(key) };
}

export const hashEmbedSecret = (key: string): string => createHash('sha256').update(key).digest('hex');
