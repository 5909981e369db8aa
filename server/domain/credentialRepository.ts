import { and, asc, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { CompanyCredential } from '../../src/core/contract/companyCredentials.ts';
import type { CredentialTable } from '../auth/credentialLookup.ts';
import type { Db } from '../db/createDatabase.ts';
import type { embedKeys } from '../db/embedKeySchema.ts';
import { containsPattern, UUID_PATTERN } from '../http/filterValues.ts';
import { notFound } from '../http/HttpError.ts';
import type { PageWindow } from '../http/paginate.ts';
import type { CompanyScope } from '../data/companyScope.ts';
import { ownEntry } from '../data/orderingOf.ts';
import { countOf, pageRows } from '../data/pageRows.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The answer body of a credential's common columns: never its secret. */
export function credentialBody(row: CredentialTable['$inferSelect']): CompanyCredential {
  return {
    id: row.id,
    company: row.companyId,
    name: row.name,
    prefix: row.prefix,
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    last_used_at: iso(row.lastUsedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A company credential table (embed keys, ingestion keys) as one caller manages it: every finder and writer
 * applies the caller's scope, so another company's key is a 404.
 */
export function credentialRepository<T extends CredentialTable>(db: Db, scope: CompanyScope, table: T) {
  type Row = T['$inferSelect'];
  // one table at a time; the union's methods do not combine, so the queries see the common columns
  const t = table as typeof embedKeys;
  const inScope = scope.where(t.companyId);
  const ordering: Record<string, SQL> = {
    name: asc(t.name),
    '-name': desc(t.name),
    created_at: asc(t.createdAt),
    '-created_at': desc(t.createdAt),
  };
  return {
    inScope,
    async page(q: { company?: string; search?: string; ordering?: string }, window: PageWindow) {
      const where = and(
        inScope,
        q.company && /^\d{1,9}$/.test(q.company) ? eq(t.companyId, Number(q.company)) : undefined,
        q.search ? ilike(t.name, containsPattern(q.search)) : undefined,
      );
      const query = db
        .select()
        .from(t)
        .where(where)
        .orderBy(ownEntry(ordering, q.ordering) ?? desc(t.createdAt), asc(t.id));
      const page = await pageRows(db, query, window, countOf(t, where));
      return page as { rows: Row[]; total: number };
    },

    async find(id: string): Promise<Row> {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), inScope));
      if (!row) throw notFound();
      return row;
    },

    async create(values: T['$inferInsert']): Promise<Row> {
      scope.assertVisible(values.companyId);
      const [row] = await db
        .insert(t)
        .values(values as typeof embedKeys.$inferInsert)
        .returning();
      return row;
    },

    async revoke(row: Row): Promise<Row> {
      const [updated] = await db
        .update(t)
        .set({ revokedAt: new Date() })
        .where(and(eq(t.id, row.id), inScope, isNull(t.revokedAt)))
        .returning();
      return (updated) ?? row;
    },
  };
}
