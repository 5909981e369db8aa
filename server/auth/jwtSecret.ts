import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** JWT_SECRET from the environment, else one generated once and kept in the data folder (0600). */
export function resolveJwtSecret(options: { configured?: string; dataDir: string; inMemory: boolean }): Uint8Array {
  if (options.configured) return new TextEncoder().encode(options.configured);
  if (options.inMemory) return randomBytes(32);
  const file = path.join(options.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
