import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/createDatabase.ts';
import { users } from '../db/schema.ts';
import { masterKeyFile } from '../vault/masterKeys.ts';

const isInside = (file: string, dir: string) => {
  const relative = path.relative(path.resolve(dir), file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The master key file when it sits in the data folder beside an embedded database holding real data (no
 * demo accounts, `demoEmails`): a copy of that one folder then unwraps every communication-module key. Null
 * otherwise.
 */
export async function masterKeyBesideDatabase(
  config: ServerConfig,
  dbKind: string,
  db: Db,
  demoEmails: readonly string[],
): Promise<string | null> {
  if (dbKind !== 'pglite' || config.inMemory || config.keysMasterKey) return null;
  const file = masterKeyFile({ file: config.keysMasterKeyFile, dataDir: config.dataDir });
  if (!isInside(file, config.dataDir)) return null;
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...demoEmails]))
    .limit(1);
  return demo.length === 0 ? file : null;
}
