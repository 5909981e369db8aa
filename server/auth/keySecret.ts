import { createHash, randomBytes } from 'node:crypto';

/** How a company credential's secret begins: `mpk_` an embed key, `mpi_` an ingestion key. */
export type KeySecretKind = 'mpk' | 'mpi';

/**
 * A new key: 32 random bytes, so a plain SHA-256 is enough to store it (nothing to guess, no need for a slow
 * password hash on every use). The prefix names the key in lists without revealing it.
 */
export function newKeySecret(kind: KeySecretKind): { key: string; prefix: string; hash: string } {
  const key = `${kind}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, 10), hash: hashKeySecret(key) };
}

export const hashKeySecret = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Whether a credential may still be used: not revoked, not expired. */
export const isUsable = (row: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): boolean =>
  row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);
