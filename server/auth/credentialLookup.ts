import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import type { embedKeys } from '../db/embedKeySchema.ts';
import type { ingestionKeys } from '../db/ingestionKeySchema.ts';

/** The tables of company credentials: the columns of `server/db/credentialColumns.ts` and their own. */
export type CredentialTable = typeof embedKeys | typeof ingestionKeys;

/** A credential's last use is written at most this often: a busy gateway must not write on every post. */
const TOUCH_EVERY = sql`interval '1 minute'`;

/** The lookups of authentication, which has no caller yet: a credential by its secret's hash or its id. */
export function credentialLookup<T extends CredentialTable>(db: Db, table: T) {
  // one table at a time; the union's methods do not combine, so the queries see the common columns
  const t = table as typeof embedKeys;
  return {
    async bySecretHash(hash: string): Promise<T['$inferSelect'] | null> {
      const [row] = await db.select().from(t).where(eq(t.secretHash, hash));
      return (row) ?? null;
    },
    async byId(id: string): Promise<T['$inferSelect'] | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return (row) ?? null;
    },
    /** notes a use: the list shows when a key was last used */
    async touch(id: string): Promise<void> {
      await db
        .update(t)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(t.id, id), or(isNull(t.lastUsedAt), lt(t.lastUsedAt, sql`now() - ${TOUCH_EVERY}`))));
    },
  };
}
