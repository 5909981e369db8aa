import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/Caller.ts';
import type { Db } from '../../db/createDatabase.ts';
import { keyAccessLog } from '../../db/keySchema.ts';

export interface KeyAccessEntry {
  action: 'view' | 'export';
  format?: string;
  keys: ReadonlyArray<{ id: string; companyId: number }>;
  query?: Record<string, string | undefined>;
}

/**
 * Writes who read which keys, from where and how: one row per owning company, so each company's log
 * holds exactly the reads of its own keys. Written before any material leaves the server.
 */
export async function recordKeyAccess(db: Db, caller: Caller, request: FastifyRequest, entry: KeyAccessEntry) {
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
  await db.insert(keyAccessLog).values(
    [...byCompany].map(([companyId, keyIds]) => ({
      action: entry.action,
      format: entry.format ?? null,
      userId: caller.user.id,
      userEmail: caller.user.email,
      companyId,
      keyIds,
      keyCount: keyIds.length,
      ipAddress: request.ip,
      query,
    })),
  );
}
