import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../dataFolder/privateModes.ts';

/** JWT_SECRET from the environment, else one generated once and kept in the data folder (0600). */
export function resolveJwtSecret(options: { configured?: string; dataDir: string; inMemory: boolean }): Uint8Array {
  if (options.configured) return new TextEncoder().encode(options.configured);
  if (options.inMemory) return randomBytes(32);
  const file = path.join(options.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_FOLDER });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: PRIVATE_FILE, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
