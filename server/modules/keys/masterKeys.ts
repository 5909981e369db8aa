import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A master key and its id, a fingerprint stored beside each data key it wrapped. */
export interface MasterKey {
  id: string;
  key: Buffer;
}

/**
 * The key of in-memory databases. They live for one test run and start from a seeded template dump
 * written by another process, so their master key must be the same in every process; a database on
 * disk or PostgreSQL never uses it.
 */
const IN_MEMORY_KEY = createHash('sha256').update('meter-portal in-memory database master key').digest();

export const masterKeyOf = (key: Buffer): MasterKey => ({
  id: createHash('sha256').update(key).digest('hex').slice(0, 16),
  key,
});

export const inMemoryMasterKey = (): MasterKey => masterKeyOf(IN_MEMORY_KEY);

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('KEYS_MASTER_KEY: each key must be 32 bytes, as base64 or 64 hex digits');
  return key;
}

/**
 * KEYS_MASTER_KEY from the environment: one key, or several separated by commas while rotating (the
 * first wraps new data keys, the others still unwrap old ones). Without it, a key generated once and
 * kept in the data folder (0600), as the JWT secret is.
 */
export function resolveMasterKeys(options: { configured?: string; dataDir: string; inMemory: boolean }): MasterKey[] {
  if (options.configured)
    return options.configured
      .split(',')
      .filter((k) => k.trim())
      .map((k) => masterKeyOf(parseKey(k)));
  if (options.inMemory) return [inMemoryMasterKey()];
  const file = path.join(options.dataDir, 'keys-master-key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return [masterKeyOf(parseKey(readFileSync(file, 'utf8')))];
}
