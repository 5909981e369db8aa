import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../dataFolder/privateModes.ts';

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

/** Where the generated master key was kept before it moved out of the data folder. */
export const legacyMasterKeyFile = (dataDir: string) => path.join(dataDir, 'keys-master-key');

/**
 * The file of the generated master key: KEYS_MASTER_KEY_FILE, else `<DATA_DIR>.keys/keys-master-key`,
 * beside the data folder and not in it, so a copy of the data folder cannot unwrap the keys it holds.
 * A key an earlier version generated into the data folder is still used (the server warns about it).
 */
export function masterKeyFile(options: { file?: string; dataDir: string }): string {
  if (options.file) return path.resolve(options.file);
  const file = path.join(`${path.resolve(options.dataDir)}.keys`, 'keys-master-key');
  const legacy = legacyMasterKeyFile(options.dataDir);
  return !existsSync(file) && existsSync(legacy) ? legacy : file;
}

/**
 * KEYS_MASTER_KEY from the environment: one key, or several separated by commas while rotating (the
 * first wraps new data keys, the others still unwrap old ones). Without it, a key generated once and
 * kept in its own file (0600 in a 0700 folder, see `masterKeyFile`).
 */
export function resolveMasterKeys(options: {
  configured?: string;
  /** KEYS_MASTER_KEY_FILE */
  file?: string;
  dataDir: string;
  inMemory: boolean;
}): MasterKey[] {
  if (options.configured)
    return options.configured
      .split(',')
      .filter((k) => k.trim())
      .map((k) => masterKeyOf(parseKey(k)));
  if (options.inMemory) return [inMemoryMasterKey()];
  const file = masterKeyFile(options);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: PRIVATE_FILE, flag: 'wx' });
  }
  return [masterKeyOf(parseKey(readFileSync(file, 'utf8')))];
}
