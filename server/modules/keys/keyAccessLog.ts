import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/Caller.ts';
import type { Db } from '../../db/createDatabase.ts';
import { keyAccessLog } from '../../db/keySchema.ts';
import { users } from '../../db/schema.ts';

export interface KeyAccessEntry {
  action: 'view' | 'export' | 'decode';
  format?: string;
  keys: ReadonlyArray<{ id: string; companyId: number }>;
  query?: Record<string, string | undefined>;
}

/** The staff member behind an impersonation, as the log names it: id and e-mail address, kept as they were. */
async function originalUserOf(db: Db, caller: Caller): Promise<{ id: string | null; email: string | null }> {
  if (!caller.originalUserId) return { id: null, email: null };
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, caller.originalUserId));
  // an account removed while its impersonation token still lives cannot be linked, but is still named
  return row ?? { id: null, email: caller.originalUserId };
}

/**
 * Writes who read which keys, from where and how: one row per owning company, so each company's log
 * holds exactly the reads of its own keys. During an impersonation both are named: the user acted as and
 * the staff member behind it. Written before any material leaves the server.
 */
export async function recordKeyAccess(
  db: Db,
  caller: Caller,
  request: Pick<FastifyRequest, 'ip'>,
  entry: KeyAccessEntry,
) {
  const byCompany = new Map<number, string[]>();
  for (const key of entry.keys) {
    const ids = byCompany.get(key.companyId) ?? [];
    ids.push(key.id);
    byCompany.set(key.companyId, ids);
  }
  if (byCompany.size === 0) return;
  const query = Object.fromEntries(
    Object.entries(entry.query ?? {}).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
  const original = await originalUserOf(db, caller);
  await db.insert(keyAccessLog).values(
    [...byCompany].map(([companyId, keyIds]) => ({
      action: entry.action,
      format: entry.format ?? null,
      userId: caller.user.id,
      userEmail: caller.user.email,
      originalUserId: original.id,
      originalUserEmail: original.email,
      companyId,
      keyIds,
      keyCount: keyIds.length,
      ipAddress: request.ip,
      query,
    })),
  );
}
